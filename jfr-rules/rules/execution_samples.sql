-- view: execution_samples
-- title: Execution samples with their thread group and the group's sample count, for shares
--
-- Not a rule: a view, "jfr"."execution_samples", for rules that speak in shares, such as
-- "more than 5% of the event loops' execution samples are in frames matching X". A share
-- needs a denominator every matching row can see; here it is "groupSamples", the samples of
-- the row's thread group in the judged window, so a rule counts its matching rows with
-- COUNT(*) OVER () and compares (README, "Per request and per share").
--
-- One row per jdk.ExecutionSample (Java code running on the CPU; jfr-rules.jfc records one
-- every 10 ms per running thread): eventType, thread (the Java name), threadGroup
-- ('event-loop' when IS_EVENT_LOOP_THREAD, so --event-loop-threads applies, else 'other'),
-- stackTrace, startTime, groupSamples and allSamples (every thread's samples in the window, the
-- denominator of a share of the whole process). jdk.NativeMethodSample is left out: a loop
-- waiting in epoll is idle, not busy, and would dilute every share.
SELECT 'jdk.ExecutionSample' AS "eventType", "sampledThread"."javaName" AS "thread",
       CASE WHEN IS_EVENT_LOOP_THREAD("sampledThread"."javaName") THEN 'event-loop' ELSE 'other' END
           AS "threadGroup",
       "stackTrace", "startTime",
       COUNT(*) OVER (PARTITION BY IS_EVENT_LOOP_THREAD("sampledThread"."javaName")) AS "groupSamples",
       COUNT(*) OVER () AS "allSamples"
FROM "jfr"."jdk.ExecutionSample"
