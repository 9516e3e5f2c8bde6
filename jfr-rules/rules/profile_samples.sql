-- view: profile_samples
-- title: CPU samples and heap bytes in one table, each row weighed, for a share of either
--
-- Not a rule: a view, "jfr"."profile_samples", for rules that judge a share of the CPU samples
-- and a share of the heap bytes by one regex, stated once: the rows of "execution_samples"
-- and of "allocation_samples" in the columns they share (measure, weight, total, groupTotal:
-- each row with its measure's totals in the window). The template share.sql sums the weight
-- of a rule's matching rows per measure, so either share can fire.
--
-- Why both measures: JFR's execution sampler sees a thread only while it runs Java code. A
-- thread inside the JVM (Throwable.fillInStackTrace, a stack walk's native half) or in native
-- code (a file lookup) is not sampled at all: exceptions created 40 frames deep for 800 ms gave
-- 0 or 1 execution samples, where 80 were due. An allocation sample is taken wherever the
-- allocation happens, the JVM's own included, with the Java stack that asked: the same loop
-- gave 144 allocation samples, every one under fillInStackTrace. The CPU share is the steadier
-- figure for work done in Java, the heap share for work done by the JVM on Java's behalf.
--
-- Columns: eventType, thread, threadGroup, stackTrace, startTime, measure ('CPU samples' or
-- 'heap bytes', as the evidence says it), weight, total, groupTotal.
SELECT "eventType", "thread", "threadGroup", "stackTrace", "startTime", "measure", "weight", "total", "groupTotal"
FROM "jfr"."execution_samples"
UNION ALL
SELECT "eventType", "thread", "threadGroup", "stackTrace", "startTime", "measure", "weight", "total", "groupTotal"
FROM "jfr"."allocation_samples"
