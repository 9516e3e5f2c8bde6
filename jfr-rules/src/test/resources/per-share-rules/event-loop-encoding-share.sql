-- id: event-loop-encoding-share
-- title: More than 5% of the event loops' execution samples are in encode
-- severity: warn
-- why: The event loops serve every connection; CPU they spend encoding is latency for all.
-- fix: Encode once and cache, or encode off the loop.
SELECT "eventType", "thread", "stackTrace"
FROM (SELECT "eventType", "thread", "stackTrace", "groupSamples", COUNT(*) OVER () AS "matching"
      FROM "jfr"."execution_samples"
      WHERE "threadGroup" = 'event-loop' AND HAS_MATCHING_FRAME("stackTrace", '\.encode$'))
WHERE "matching" > 0.05 * "groupSamples"
