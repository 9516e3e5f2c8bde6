-- view: blocking_events
-- title: Events in which a thread waited: parks, monitor enters and waits, sleeps, socket and file I/O
--
-- Not a rule: a view, "jfr"."blocking_events", that rules select from as from a table. It is
-- the one definition of a blocking event: event-loop-blocking, securerandom-blocking and
-- lock-contention all read it and differ only in their WHERE. Copies of this union in each
-- rule would drift (a detail written differently, an event type missing from one), and an
-- event would then be judged by one rule and not by the next.
--
-- One row per event of the eight types jfr-rules.jfc records, in the evidence columns
-- (README, "Rule files"): eventType, thread (the Java name), duration (ns), stackTrace,
-- detail and startTime. The detail is the parked or monitor class, host:port (the address
-- when the host name is empty) or the file path; NULL for a sleep. No filter: which events
-- count is each rule's business. A type added here reaches every rule that does not name
-- the types it wants, and is loaded by every check that runs one.
--
-- It lives next to the rules, not in the engine, so that the perf gate, which judges a pull
-- request with its base's jfr-rules/rules, judges with the base's view too. A directory
-- given with --rules may have its own blocking_events.sql; without one it gets this file.
SELECT 'jdk.ThreadPark' AS "eventType", "eventThread"."javaName" AS "thread", "duration",
       "stackTrace", CLASS_NAME("parkedClass") AS "detail", "startTime"
FROM "jfr"."jdk.ThreadPark"
UNION ALL
SELECT 'jdk.JavaMonitorEnter', "eventThread"."javaName", "duration",
       "stackTrace", CLASS_NAME("monitorClass"), "startTime"
FROM "jfr"."jdk.JavaMonitorEnter"
UNION ALL
SELECT 'jdk.JavaMonitorWait', "eventThread"."javaName", "duration",
       "stackTrace", CLASS_NAME("monitorClass"), "startTime"
FROM "jfr"."jdk.JavaMonitorWait"
UNION ALL
SELECT 'jdk.ThreadSleep', "eventThread"."javaName", "duration",
       "stackTrace", CAST(NULL AS VARCHAR), "startTime"
FROM "jfr"."jdk.ThreadSleep"
UNION ALL
SELECT 'jdk.SocketRead', "eventThread"."javaName", "duration",
       "stackTrace", COALESCE(NULLIF("host", ''), "address") || ':' || CAST("port" AS VARCHAR), "startTime"
FROM "jfr"."jdk.SocketRead"
UNION ALL
SELECT 'jdk.SocketWrite', "eventThread"."javaName", "duration",
       "stackTrace", COALESCE(NULLIF("host", ''), "address") || ':' || CAST("port" AS VARCHAR), "startTime"
FROM "jfr"."jdk.SocketWrite"
UNION ALL
SELECT 'jdk.FileRead', "eventThread"."javaName", "duration",
       "stackTrace", "path", "startTime"
FROM "jfr"."jdk.FileRead"
UNION ALL
SELECT 'jdk.FileWrite', "eventThread"."javaName", "duration",
       "stackTrace", "path", "startTime"
FROM "jfr"."jdk.FileWrite"
