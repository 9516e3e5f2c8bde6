-- view: allocation_samples
-- title: Allocation samples with their weight and the totals a share is of, for shares of allocation
--
-- Not a rule: a view, "jfr"."allocation_samples", for rules that speak in shares of what was
-- allocated, such as "more than 5% of the heap bytes are allocated by code that buffers a whole
-- body". JFR weighs each jdk.ObjectAllocationSample by the bytes its thread allocated since its
-- last sample, so the weights of a window add up to about what the JVM allocated in it, and a
-- share of weight is a share of allocation; a share of sample counts would not be (a sample of a
-- 16-byte object and one of a 1 MB array count the same).
--
-- One row per sample (jfr-rules.jfc records 150 a second), in the columns every sample view
-- has (execution_samples, profile_samples): eventType, thread (the Java name), threadGroup
-- ('event-loop' when IS_EVENT_LOOP_THREAD, else 'other'), stackTrace, startTime, measure
-- ('heap bytes'), weight (bytes), total (the weight of every sample in the window, the
-- denominator) and groupTotal (that of the row's thread group); and detail, the allocated
-- class.
SELECT 'jdk.ObjectAllocationSample' AS "eventType", "eventThread"."javaName" AS "thread",
       CASE WHEN IS_EVENT_LOOP_THREAD("eventThread"."javaName") THEN 'event-loop' ELSE 'other' END
           AS "threadGroup",
       "stackTrace", "startTime", 'heap bytes' AS "measure", "weight",
       SUM("weight") OVER () AS "total",
       SUM("weight") OVER (PARTITION BY IS_EVENT_LOOP_THREAD("eventThread"."javaName")) AS "groupTotal",
       CLASS_NAME("objectClass") AS "detail"
FROM "jfr"."jdk.ObjectAllocationSample"
