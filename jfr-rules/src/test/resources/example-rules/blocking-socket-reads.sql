-- id: blocking-socket-reads
-- title: Socket reads that waited 1 ms or more
-- severity: warn
-- why: A thread that waits in a socket read holds a pooled thread for the whole round trip;
--   in a reactive application that is usually a blocking HTTP client.
-- fix: Use a non-blocking client (WebClient), or give the call its own bounded pool.
SELECT 'jdk.SocketRead' AS "eventType", "eventThread"."javaName" AS "thread", "duration",
       "stackTrace", "host" || ':' || CAST("port" AS VARCHAR) AS "detail"
FROM "jfr"."jdk.SocketRead"
WHERE "duration" >= 1000000
