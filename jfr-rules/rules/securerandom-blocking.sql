-- id: securerandom-blocking
-- title: Threads blocked in SecureRandom or UUID.randomUUID()
-- severity: fail
-- limit: 0
-- param min-read-ms: 1, number 0..
-- why: UUID.randomUUID() and new SecureRandom() share one JVM-wide SecureRandom. Under load,
--   threads queue on its lock (jdk.JavaMonitorEnter on NativePRNG/SecureRandom), and with a
--   slow entropy source they wait for the seed (long jdk.FileRead events). In the seed lab
--   this was found only by widening the profiler's filter; a per-request UUID showed about
--   37 monitor enters of ~0.3 ms per 10 s at 5k RPS, on the event loops.
-- fix: For request ids that need no cryptographic strength, use ThreadLocalRandom (or a
--   counter) instead of UUID.randomUUID(). Where a SecureRandom is really needed, keep one
--   per thread instead of sharing one. For entropy starvation, start the JVM with
--   -Djava.security.egd=file:/dev/urandom.
--
-- Severity: UUID.randomUUID() contention is a FAIL, not a warn. Each event is a thread,
-- usually an event loop, stopped on a JVM-wide lock: ~37 x 0.3 ms per 10 s costs little at
-- 5k RPS on 2 cores, but the wait grows with concurrency and core count, the fix is one
-- line, and a warning on the pull request that introduces it is the one that gets ignored.
-- A clean gateway never contends here, so the fail costs no false alarms. Measured on the lab
-- (profile uuid-request-id, 4 event loops, ~40 req/s on a starved 2-core VM, 4 rounds of 8 s):
-- 12 monitor enters on NativePRNG's lock and the shared SecureRandom, on 3 of the 4 loops, up to
-- 19 ms, and one 9 ms read of /dev/urandom; the clean gateway in the same run: none.
--
-- What counts, of "jfr"."blocking_events" (blocking_events.sql): any monitor enter or park
-- with a SecureRandom/UUID frame, on any thread (the contention itself is the finding,
-- however short), and file reads with such frames that take min-read-ms or more. Reads of
-- /dev/urandom take microseconds and happen all the time with NativePRNG, so they are not
-- findings; a read of a millisecond is waiting for entropy.
-- HAS_SECURERANDOM_FRAME is also event-loop-blocking's exclusion 2: one definition, so that
-- every such event is this rule's and no other's.
SELECT *
FROM "jfr"."blocking_events"
WHERE HAS_SECURERANDOM_FRAME("stackTrace")
  AND ("eventType" IN ('jdk.JavaMonitorEnter', 'jdk.ThreadPark')
    OR ("eventType" = 'jdk.FileRead' AND "duration" >= PARAM('min-read-ms') * 1000000))
