-- id: contention-per-request
-- title: More than {budget} contended monitor enters per request
-- severity: warn
-- param budget: 0.1, number 0..
-- why: A contended monitor enter is a thread that stopped for another; a few per window are
--   noise, one every 10 requests is a lock on the request path.
-- fix: Find the monitor in the evidence and take it off the request path.
SELECT "eventType", "thread", "duration", "stackTrace", "detail"
FROM (SELECT "eventType", "thread", "duration", "stackTrace", "detail", COUNT(*) OVER () AS "enters"
      FROM "jfr"."blocking_events"
      WHERE "eventType" = 'jdk.JavaMonitorEnter')
WHERE "enters" > PARAM('budget') * REQUESTS()
