-- id: exception-share
-- title: More than 5% of the CPU samples or of the heap bytes create exceptions
-- severity: warn
-- why: An exception fills in its stack when it is created, inside the JVM: costly per request.
-- fix: Return a value for an expected outcome, or create the exception without a stack.
SELECT "eventType", "thread", "stackTrace", "detail" || ' (' || "measure" || ')' AS "detail"
FROM (SELECT "eventType", "thread", "stackTrace", "detail", "measure", "total",
             SUM(CASE WHEN "detail" IS NULL THEN 0 ELSE "weight" END) OVER (PARTITION BY "measure") AS "matched"
      FROM (SELECT "eventType", "thread", "stackTrace", "measure", "weight", "total",
                   FIRST_MATCHING_FRAME("stackTrace", '^java\.lang\.Throwable\.fillInStackTrace') AS "detail"
            FROM "jfr"."profile_samples"))
WHERE "detail" IS NOT NULL AND "matched" > 0.05 * "total"
