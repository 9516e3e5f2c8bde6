-- id: body-buffering
-- title: More than {budget} of the CPU samples or of the heap bytes buffer or rewrite whole bodies
-- severity: fail
-- template: share
-- param budget: 2%, percent 0..100
-- param min-samples: 3, whole 1..
-- why: A gateway streams bodies through: a buffer at a time, whatever their size. A filter that
--   needs the whole body (to log it, cache it, or rewrite it: CacheRequestBody,
--   ModifyRequestBody, ModifyResponseBody, a decorator that joins the buffers) holds every
--   body in memory, copies it as it decodes and encodes, and builds a codec chain per request:
--   SCG #760 (2,247 to 333 requests a second), #1448, #2408 and #2467 (OutOfDirectMemoryError).
-- fix: The evidence names the allocating frames. Stream instead (transform the buffers as they
--   pass, or a header instead of a body change), buffer only the routes that need it and only up
--   to a size (spring.codec.max-in-memory-size), or do the rewrite in the upstream service.
--
-- Per share, of the CPU samples and of the heap bytes allocated (the view
-- "jfr"."profile_samples": an allocation sample weighs the bytes its thread allocated since its
-- last, so weights are bytes); either fails. A sample counts when one of its top 12 frames
-- buffers or rewrites a body: DataBufferUtils.join or a DataBufferFactory's join, a buffer turned
-- into text (DataBuffer.toString: a joined body read as a String, to log or audit it), Spring's codecs
-- (org.springframework.core.codec, org.springframework.http.codec: a body decoded to an object
-- or a String and encoded back) and the gateway's body filters (filter.factory.rewrite,
-- CacheRequestBody, ServerWebExchangeUtils.cacheRequestBody). The top 12 only: the body filters
-- pass the rest of the request on beneath their own frames, whose work is not theirs. Not
-- Reactor Netty's aggregate: it is how any small answer is read (the lab gateway reads its auth
-- service's "true" with it on every request).
-- Why both, and why this budget: JFR samples allocation when a thread starts a new allocation buffer,
-- which on the lab gateway is 5 times a second: each sample weighs several MB, and the bytes'
-- share of a 6 s window swung from 2% to 12% between runs of the same filter. Its CPU samples
-- read 5-6%. The clean lab gateway measured 0% of both in every run.
-- Overlaps: a filter that builds its codecs per request (HandlerStrategies.withDefaults())
-- may also fail per-request-construction.
-- Judged by the template share.sql: more than the budget, and at least min-samples samples
-- (why a minimum: share.sql).
SELECT *, "total" AS "whole", 'the ' || "measure" || ' buffer bodies' AS "share",
       CASE WHEN HAS_MATCHING_FRAME_IN_TOP("stackTrace",
              '^(org\.springframework\.core\.io\.buffer\.(DataBufferUtils\.join|\w*DataBufferFactory\.join|\w*DataBuffer\.toString)|org\.springframework\.(core|http)\.codec\.|org\.springframework\.cloud\.gateway\.(filter\.factory\.(rewrite\.|CacheRequestBody)|support\.ServerWebExchangeUtils\.cacheRequestBody))', 12)
            THEN TOP_FRAME("stackTrace")
       END AS "frame"
FROM "jfr"."profile_samples"
