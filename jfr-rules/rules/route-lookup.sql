-- id: route-lookup
-- title: The event loops spend more than {budget} of their CPU samples finding the request's route
-- severity: fail
-- template: share
-- param budget: 10%, percent 0..100
-- param min-samples: 3, whole 1..
-- why: Spring Cloud Gateway finds a request's route by testing every route's predicates in
--   order until one matches, on the event loop, for every request. With a route per team or
--   per API that is thousands of path matches per request: SCG #2290 (10,000 routes, about
--   200 requests a second), #1683 (2,000 routes, 50 ms per request).
-- fix: Fewer, broader routes (a pattern variable instead of a route per value), the most used
--   routes first (route order), cheap predicates first within a route, or a RouteLocator that
--   looks the route up by key (a map from the first path segment) instead of trying each.
--
-- Per share of the event loops' execution samples (the view "jfr"."execution_samples"). A
-- sample counts when its topmost Spring Cloud Gateway frame is route lookup: the handler
-- mapping's lookupRoute, an AsyncPredicate or a route predicate factory's predicate, or the
-- route locators (org.springframework.cloud.gateway.route). The topmost one, not any: once a
-- route matches, the rest of the request (its filters, the proxy) runs beneath the lookup's
-- frames, and "any frame" would count the whole gateway. Frames above it that are not the
-- gateway's (Spring's PathPattern matching, Reactor's operators) are the predicate's work.
-- The budget is of the loops' samples: the clean lab gateway (one route) measured below 2%.
-- Judged by the template share.sql: more than the budget, and at least min-samples samples
-- (why a minimum: share.sql).
SELECT *, "groupTotal" AS "whole", 'the event loops'' ' || "measure" || ' find the route' AS "share",
       CASE WHEN REGEXP_CONTAINS(FIRST_MATCHING_FRAME("stackTrace", '^org\.springframework\.cloud\.gateway\.'),
                   '^org\.springframework\.cloud\.gateway\.(handler\.(RoutePredicateHandlerMapping\.(lookupRoute|lambda\$lookupRoute)|AsyncPredicate|predicate\.)|route\.)')
            THEN FIRST_MATCHING_FRAME("stackTrace", '^org\.springframework\.cloud\.gateway\.')
       END AS "frame"
FROM "jfr"."execution_samples"
WHERE "threadGroup" = 'event-loop'
