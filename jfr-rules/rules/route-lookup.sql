-- id: route-lookup
-- title: The event loops spend more than 10% of their CPU samples finding the request's route
-- severity: fail
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
-- Budget: 10% of the loops' samples. The clean lab gateway (one route) measured below 2%.
-- And at least 3 matching samples: a share of a handful says nothing. The seed lab's
-- entropy-starvation gateway, starved to 5 execution samples in a window, read 1 of 5 (20%) here.
SELECT "eventType", "thread", "stackTrace",
       "detail" || ' (' || CAST(CAST(100.0 * "matching" / "groupSamples" AS DECIMAL(6, 1)) AS VARCHAR)
           || '% of the event loops'' samples find the route, budget 10%)' AS "detail"
FROM (SELECT "eventType", "thread", "stackTrace", "detail", "groupSamples", COUNT("detail") OVER () AS "matching"
      FROM (SELECT "eventType", "thread", "stackTrace", "groupSamples",
                   CASE WHEN REGEXP_CONTAINS(FIRST_MATCHING_FRAME("stackTrace", '^org\.springframework\.cloud\.gateway\.'),
                               '^org\.springframework\.cloud\.gateway\.(handler\.(RoutePredicateHandlerMapping\.(lookupRoute|lambda\$lookupRoute)|AsyncPredicate|predicate\.)|route\.)')
                        THEN FIRST_MATCHING_FRAME("stackTrace", '^org\.springframework\.cloud\.gateway\.')
                   END AS "detail"
            FROM "jfr"."execution_samples"
            WHERE "threadGroup" = 'event-loop'))
WHERE "detail" IS NOT NULL AND "matching" >= 3 AND "matching" > 0.10 * "groupSamples"
