-- id: event-loop-logging
-- title: The event loops spend more than {budget} of their CPU samples or allocated bytes logging
-- severity: fail
-- template: share
-- param budget: 5%, percent 0..100
-- param min-samples: 3, whole 1..
-- why: Logging on the request path runs on the event loop that serves the request: the
--   message is formatted, the arguments' toString() called, and the line handed to an appender
--   (written, with a synchronous one). Turned on for a whole gateway (wiretap, DEBUG, a
--   logging filter) it costs every request: SCG #1908 (a logging filter about doubled the
--   CPU), SCG #93 (a logger made per request, 10,000 to about 300 requests a second). An async
--   appender moves the writing off the loop, not the formatting.
-- fix: The first frame of the evidence's detail names the logging call. Log less on the
--   request path (sample, or summarise per interval), turn wiretap and DEBUG off outside
--   debugging, and keep formatting out of the hot path (parameterised messages, level checks).
--
-- Per share, not per event: a gateway may log now and then (a failure summary every 10 s),
-- and a count would grow with the load. Two shares, either of which fails: of the event loops'
-- CPU samples and of the heap bytes they allocate (the view "jfr"."profile_samples", one regex
-- for both), with a logging frame in the stack. The bytes are the
-- steadier of the two: a log line is mostly strings, and much of logging's cost is the
-- garbage collector's, on its own threads, which no execution sample of the loop shows. Measured
-- on the lab (wiretap, a 6 s window): 31% of the loops' bytes and 7% of their samples, for
-- a CPU per request 69% higher; the clean gateway 0% of both. A logging frame is one of
-- logback, Log4j 2 and 1, java.util.logging, SLF4J, JBoss and Commons Logging, and the
-- formatting methods of Netty's and Reactor Netty's LoggingHandler (wiretap's hex dumps). Not
-- the LoggingHandler's channelRead or write: they pass every message on down the pipeline,
-- so the rest of the request runs beneath them. Reactor's SignalLogger (Mono.log()) is
-- counted by the logger it calls, for the same reason.
-- Not counted: a sample inside a level check (isDebugEnabled, isTraceEnabled, isEnabledFor,
-- JUL's isLoggable, whatever the package): a check that says no is what not logging costs. The
-- clean lab gateway's loops read up to 8.6% of their CPU samples in such checks (4 of 47 in a
-- 3 s window; 2 of 86 clean windows were over 5% with 3 samples or more), and no other logging.
-- The budget is of either. Raise it for a gateway that logs a line per request on purpose.
-- Overlaps: synchronous logging also fails event-loop-blocking (the write), and logback's
-- caller data also fails stack-trace-capture (a stack walk per line): the same change, seen
-- from each side.
-- Judged by the template share.sql: more than the budget, and at least min-samples samples
-- (why a minimum: share.sql).
SELECT *, "groupTotal" AS "whole", 'the event loops'' ' || "measure" || ' log' AS "share",
       CASE WHEN NOT HAS_MATCHING_FRAME("stackTrace",
                   '\.(is(Trace|Debug|Info|Warn|Error|Fatal)?Enabled|isEnabledFor|isLoggable)$')
            THEN FIRST_MATCHING_FRAME("stackTrace",
              '^((ch\.qos\.logback|org\.apache\.logging\.log4j|org\.apache\.log4j|java\.util\.logging|org\.slf4j|org\.jboss\.logging|org\.apache\.commons\.logging)\.|(io\.netty\.handler\.logging\.LoggingHandler|reactor\.netty\.transport\.logging\.\w+)\.format)')
       END AS "frame"
FROM "jfr"."profile_samples"
WHERE "threadGroup" = 'event-loop'
