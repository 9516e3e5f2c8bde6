-- id: stack-trace-capture
-- title: More than 3% of the CPU samples capture stack traces
-- severity: fail
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
-- Per share of every thread's execution samples (the view "jfr"."execution_samples"): the
-- walk can run on any thread, and its cost is CPU wherever it runs. A sample counts when it is
-- in Throwable.fillInStackTrace or getStackTrace, in StackWalker (what Reactor and logback
-- walk with on JDK 9 and later) or in the JVM's stack stream: the mechanism, whoever calls it.
-- Exceptions per request (perf's counts) is the other side of one cause; a cheap exception,
-- without a stack, moves that count and not this share.
-- Budget: 3% of the samples. The clean lab gateway measured below 0.1% (about one exception
-- per 1,000 requests, when wrk closes its connections).
-- And at least 3 matching samples: a share of a handful says nothing. The seed lab's
-- entropy-starvation gateway, starved to 5 execution samples in a window, read 1 of 5 (20%) here.
SELECT "eventType", "thread", "stackTrace",
       "detail" || ' (' || CAST(CAST(100.0 * "matching" / "allSamples" AS DECIMAL(6, 1)) AS VARCHAR)
           || '% of the samples capture a stack, budget 3%)' AS "detail"
FROM (SELECT "eventType", "thread", "stackTrace", "detail", "allSamples", COUNT("detail") OVER () AS "matching"
      FROM (SELECT "eventType", "thread", "stackTrace", "allSamples",
                   FIRST_MATCHING_FRAME("stackTrace",
                     '^java\.lang\.(Throwable\.(fillInStackTrace|getStackTrace|getOurStackTrace)|StackWalker\.|StackStreamFactory\$|StackTraceElement\.of)')
                       AS "detail"
            FROM "jfr"."execution_samples"))
WHERE "detail" IS NOT NULL AND "matching" >= 3 AND "matching" > 0.03 * "allSamples"
