-- view: execution_samples
-- title: Execution samples with their thread group and the totals a share is of, for shares of the CPU
--
-- Not a rule: a view, "jfr"."execution_samples", for rules that speak in shares, such as
-- "more than 5% of the event loops' execution samples are in frames matching X". A share
-- needs a denominator every matching row can see: here "total", every thread's samples in the
-- judged window, and "groupTotal", those of the row's thread group. A share rule gives its
-- matching rows to the template share.sql, which sums them and compares (README, "Per share").
--
-- One row per jdk.ExecutionSample (Java code running on the CPU; jfr-rules.jfc records one
-- every 10 ms per running thread), in the columns every sample view has (allocation_samples,
-- profile_samples): eventType, thread (the Java name), threadGroup ('event-loop' when
-- IS_EVENT_LOOP_THREAD, so --event-loop-threads applies, else 'other'), stackTrace,
-- startTime, measure ('CPU samples', as the evidence says it), weight (1: a sample is a
-- sample), total and groupTotal. jdk.NativeMethodSample is left out: a loop waiting in epoll
-- is idle, not busy, and would dilute every share.
SELECT 'jdk.ExecutionSample' AS "eventType", "sampledThread"."javaName" AS "thread",
       CASE WHEN IS_EVENT_LOOP_THREAD("sampledThread"."javaName") THEN 'event-loop' ELSE 'other' END
           AS "threadGroup",
       "stackTrace", "startTime", 'CPU samples' AS "measure", CAST(1 AS BIGINT) AS "weight",
       COUNT(*) OVER () AS "total",
       COUNT(*) OVER (PARTITION BY IS_EVENT_LOOP_THREAD("sampledThread"."javaName")) AS "groupTotal"
FROM "jfr"."jdk.ExecutionSample"
