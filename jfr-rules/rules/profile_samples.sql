-- view: profile_samples
-- title: CPU samples and heap bytes in one table, each row weighed, for a share of either
--
-- Not a rule: a view, "jfr"."profile_samples", for rules that judge a share of the CPU samples
-- and a share of the heap bytes by one regex, stated once: the rows of "execution_samples"
-- (measure 'CPU samples', weight 1) and of "allocation_samples" (measure 'heap bytes', weight the
-- bytes), each with its measure's total in the window ("total") and its thread group's
-- ("groupTotal"). A rule sums the weight of its matching rows per measure,
-- SUM(...) OVER (PARTITION BY "measure"), and compares it with "total" or "groupTotal".
--
-- Why both measures: JFR's execution sampler sees a thread only while it runs Java code. A
-- thread inside the JVM (Throwable.fillInStackTrace, a stack walk's native half) or in native
-- code (a file lookup) is not sampled at all: exceptions created 40 frames deep for 800 ms gave
-- 0 or 1 execution samples, where 80 were due. An allocation sample is taken wherever the
-- allocation happens, the JVM's own included, with the Java stack that asked: the same loop
-- gave 144 allocation samples, every one under fillInStackTrace. The CPU share is the steadier
-- figure for work done in Java, the heap share for work done by the JVM on Java's behalf.
--
-- Columns: measure ('CPU samples' or 'heap bytes', as the evidence says it), eventType, thread,
-- threadGroup, stackTrace, startTime, weight, total, groupTotal.
SELECT 'CPU samples' AS "measure", "eventType", "thread", "threadGroup", "stackTrace", "startTime",
       CAST(1 AS BIGINT) AS "weight", "allSamples" AS "total", "groupSamples" AS "groupTotal"
FROM "jfr"."execution_samples"
UNION ALL
SELECT 'heap bytes', "eventType", "thread", "threadGroup", "stackTrace", "startTime",
       "weight", "totalWeight", SUM("weight") OVER (PARTITION BY "threadGroup")
FROM "jfr"."allocation_samples"
