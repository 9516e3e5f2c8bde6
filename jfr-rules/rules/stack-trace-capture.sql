-- id: stack-trace-capture
-- title: More than {budget} of the CPU samples or of the heap bytes capture stack traces
-- severity: fail
-- template: share
-- param budget: 3%, percent 0..100
-- param min-samples: 3, whole 1..
-- why: Capturing a stack walks every frame of the thread, and a reactive gateway's stacks are
--   deep (150-250 frames): tens of microseconds each. Captured per request it costs every
--   request: Hooks.onOperatorDebug() (a stack walk per operator assembled; a PMD rule set
--   reports load-test CPU going from 20% to 100%), exceptions as control flow (reactor-core
--   #417), Netty's leak detector at paranoid (netty #10508), logging with caller data.
-- fix: The evidence's frames name who captures. Drop the debug hook in production (or use
--   ReactorDebugAgent, which adds assembly information without a stack walk); do not throw for
--   an expected outcome (return a value, or an exception without a stack trace:
--   super(message, null, false, false)); leak detection at its default level; no caller data.
--
-- Per share of every thread's CPU samples and of the heap bytes (the view
-- "jfr"."profile_samples"); either fails. The walk can run on any thread, and its cost is CPU
-- wherever it runs. A sample counts when it is in Throwable.fillInStackTrace or getStackTrace, in
-- StackWalker (what Reactor and logback walk with on JDK 9 and later) or in the JVM's stack
-- stream: the mechanism, whoever calls it.
-- Why the heap bytes too: fillInStackTrace runs inside the JVM, where execution samples do not
-- look. Netty's leak detector at paranoid (a Throwable per buffer access) read 2 of 35 CPU
-- samples in a capture and 83.6% of the heap bytes: the backtrace the JVM fills in is allocated
-- on Java's behalf, and the allocation sample carries the Java stack that asked. A
-- NumberFormatException thrown and caught per request read 0 of 127 CPU samples and 2.6% of the
-- bytes (a short stack): exceptions-per-request, the other side of one cause, names that one;
-- a cheap exception, without a stack, moves that count and not these shares.
-- The budget is of either: the clean lab gateway measured below 0.1% of the samples (about one
-- exception per 1,000 requests, when wrk closes its connections) and 0.0% of the bytes in 8
-- windows; a recording from launch, start-up included, 0.6% of the bytes.
-- Judged by the template share.sql: more than the budget, and at least min-samples samples
-- (why a minimum: share.sql).
SELECT *, "total" AS "whole", 'the ' || "measure" || ' capture a stack' AS "share",
       FIRST_MATCHING_FRAME("stackTrace",
         '^java\.lang\.(Throwable\.(fillInStackTrace|getStackTrace|getOurStackTrace)|StackWalker\.|StackStreamFactory\$|StackTraceElement\.of)')
           AS "frame"
FROM "jfr"."profile_samples"
