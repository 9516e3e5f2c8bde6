-- id: exception-share
-- title: More than {budget} of the CPU samples or of the heap bytes create exceptions
-- severity: warn
-- template: share
-- param budget: 5%, percent 0..100
-- param min-samples: 3, whole 1..
-- why: An exception fills in its stack when it is created, inside the JVM: costly per request.
-- fix: Return a value for an expected outcome, or create the exception without a stack.
SELECT *, "total" AS "whole", 'the ' || "measure" || ' create exceptions' AS "share",
       FIRST_MATCHING_FRAME("stackTrace", '^java\.lang\.Throwable\.fillInStackTrace') AS "frame"
FROM "jfr"."profile_samples"
