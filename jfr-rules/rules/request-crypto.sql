-- id: request-crypto
-- title: More than {budget} of the CPU samples are in cryptography
-- severity: fail
-- template: share
-- param budget: 3%, percent 0..100
-- param min-samples: 3, whole 1..
-- why: Password hashing and public-key signatures are slow on purpose: bcrypt at its default
--   strength takes 50-100 ms of CPU, an RSA-2048 signature check about 30-60 µs, a gateway's
--   whole cost per request a few hundred. Done per request, they become most of the CPU:
--   spring-security #9516 (100 ms per request), #4959 (JWT verification not cached).
-- fix: The evidence's frames name the caller. Verify a token once and cache the result until
--   it expires (keyed by the token), check passwords once per session rather than per request,
--   prefer ES256 or EdDSA to RS256 where you choose, and keep bcrypt off the event loop.
--
-- Per share of every thread's execution samples (the view "jfr"."execution_samples"): the
-- work may run on an event loop or on boundedElastic, and costs CPU either way. A sample
-- counts when a frame is in the JDK's signature, digest, key and cipher code (java.security's
-- Signature, MessageDigest and KeyFactory, javax.crypto, sun.security.rsa, .ec and .util.math,
-- the SHA digests, com.sun.crypto.provider), Bouncy Castle, Spring Security's crypto (bcrypt,
-- argon2, scrypt, pbkdf2) or the JWT libraries (Nimbus, jjwt, auth0). Not SecureRandom: its
-- cost is contention, which securerandom-blocking names.
-- The budget is of the samples: the clean lab gateway does no cryptography (0% in every run). An
-- RSA-2048 check per request measured 8-13% of the lab gateway's samples (its CPU per request
-- +20%), and a short window has 50-100 samples: a budget near the share would be a coin toss.
-- An HMAC of a few bytes per request is a few µs and usually under it; the lab's token-lock profile (an HMAC per request, with a Mac made each
-- time, behind a lock) is token crypto per request too, and may fail it as well.
-- Judged by the template share.sql: more than the budget, and at least min-samples samples
-- (why a minimum: share.sql).
SELECT *, "total" AS "whole", 'the ' || "measure" || ' in cryptography' AS "share",
       CASE WHEN HAS_SECURERANDOM_FRAME("stackTrace") THEN CAST(NULL AS VARCHAR)
            ELSE FIRST_MATCHING_FRAME("stackTrace",
              '^(java\.security\.(Signature|MessageDigest|KeyFactory)|javax\.crypto\.|sun\.security\.(rsa|ec|util\.math)\.|sun\.security\.provider\.(SHA|DigestBase|MD5|DSA)|com\.sun\.crypto\.provider\.|org\.bouncycastle\.|org\.springframework\.security\.crypto\.|com\.nimbusds\.jose\.crypto\.|io\.jsonwebtoken\.|com\.auth0\.jwt\.algorithms\.)')
       END AS "frame"
FROM "jfr"."execution_samples"
