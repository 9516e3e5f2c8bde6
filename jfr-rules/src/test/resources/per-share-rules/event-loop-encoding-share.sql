-- id: event-loop-encoding-share
-- title: More than {budget} of the event loops' execution samples are in encode
-- severity: warn
-- template: share
-- param budget: 5%, percent 0..100
-- param min-samples: 3, whole 1..
-- why: The event loops serve every connection; CPU they spend encoding is latency for all.
-- fix: Encode once and cache, or encode off the loop.
SELECT *, "groupTotal" AS "whole", 'the event loops'' ' || "measure" || ' encode' AS "share",
       FIRST_MATCHING_FRAME("stackTrace", '\.encode$') AS "frame"
FROM "jfr"."execution_samples"
WHERE "threadGroup" = 'event-loop'
