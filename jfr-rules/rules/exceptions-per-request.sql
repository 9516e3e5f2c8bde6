-- id: exceptions-per-request
-- title: More than {budget} throwables created per request
-- severity: fail
-- param budget: 0.1, number 0..
-- param min-throwables: 100, whole 1..
-- why: A throwable fills in its stack trace when it is made, a walk of every frame of a deep
--   reactive stack, in native code where JFR's execution samples do not look: exceptions as
--   control flow (a parse that fails on every request, a lookup that throws when a key is
--   missing) cost every request and show in no share of samples. reactor-core #417.
-- fix: Do not throw for an expected outcome: check first, return an empty value, or make the
--   exception without a stack trace (super(message, null, false, false)). The allocation and CPU
--   differential flame graphs of a perf diff name the frames that throw.
--
-- Per request: the throwables the JVM created in the judged window (jdk.ExceptionStatistics, a
-- cumulative count JFR records periodically; the largest minus the smallest reading in the
-- window, so a window shorter than two readings counts nothing) over REQUESTS(), which the check
-- is told with --requests (perf passes the requests head served). Without it the comparison is
-- unknown and the rule passes ("needs --requests").
-- The budget is per request: the clean lab gateway creates about 1 per 1,000 requests, when wrk
-- closes its connections; a filter that throws and catches on every request measured 999.
-- And at least min-throwables: a window carries a few dozen throwables that no request makes (wrk's
-- connections closed, code run for the first time), which only a window of few requests turns
-- into a rate. On a 2-vCPU VM of 2 December, slow enough that a smoke window served 191 requests,
-- the clean gateway's window held 51 throwables (0.27 a request) and failed the rule.
-- One row, the count, with no stack: JFR does not record where throwables are made unless
-- jdk.JavaExceptionThrow is on, which costs a stack trace per exception.
SELECT 'jdk.ExceptionStatistics' AS "eventType",
       CAST(MAX("throwables") - MIN("throwables") AS VARCHAR) || ' throwables for '
           || CAST(REQUESTS() AS VARCHAR) || ' requests, budget ' || PARAM_TEXT('budget')
           || ' per request' AS "detail"
FROM "jfr"."jdk.ExceptionStatistics"
HAVING MAX("throwables") - MIN("throwables") > PARAM('budget') * REQUESTS()
   AND MAX("throwables") - MIN("throwables") >= PARAM('min-throwables')
