-- id: contention-per-request
-- title: More than one contended monitor enter per 10 requests
-- severity: warn
-- why: A contended monitor enter is a thread that stopped for another; a few per window are
--   noise, one every 10 requests is a lock on the request path.
-- fix: Find the monitor in the evidence and take it off the request path.
SELECT "eventType", "thread", "duration", "stackTrace", "detail"
FROM (SELECT "eventType", "thread", "duration", "stackTrace", "detail", COUNT(*) OVER () AS "enters"
      FROM "jfr"."blocking_events"
      WHERE "eventType" = 'jdk.JavaMonitorEnter')
WHERE "enters" > 0.1 * REQUESTS()
