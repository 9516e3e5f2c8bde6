-- id: per-request-construction
-- title: More than {budget} of the CPU samples build objects meant to be built once
-- severity: fail
-- template: share
-- param budget: 3%, percent 0..100
-- param min-samples: 3, whole 1..
-- why: Some objects are expensive to build and cheap to use, and are meant to be built once and
--   shared: a Jackson ObjectMapper (it learns each class it writes, and caches what it learns),
--   a WebClient or an HttpClient (its codecs and configuration; with a pool of its own, a new
--   connection per request too, which connection-per-request names), the
--   codecs of HandlerStrategies and ExchangeStrategies, JAXB contexts and XML factories. Built
--   per request, every request pays for the construction and starts with cold caches: SCG
--   #760/#781, #1941, spring-framework #33093, reactor-netty #2586.
-- fix: The evidence's frames name the constructor and its caller. Build it once (a bean, a
--   static final field) and share it; these objects are thread-safe once built.
--
-- Per share of every thread's execution samples (the view "jfr"."execution_samples"). A
-- sample counts when a frame is one of those constructors or factories, or Jackson's
-- introspection and serializer factories: a mapper that is reused introspects a class once, at
-- its first use during warm-up, so introspection in the measured window is a mapper that
-- forgot (new per request, or its caches cleared). Judge the window after start-up: during
-- start-up these are built, once each.
-- The budget is of the samples: the clean lab gateway builds none of them per request.
-- Judged by the template share.sql: more than the budget, and at least min-samples samples
-- (why a minimum: share.sql).
SELECT *, "total" AS "whole", 'the ' || "measure" || ' build objects meant to be built once' AS "share",
       FIRST_MATCHING_FRAME("stackTrace",
         '^((com\.fasterxml\.jackson|tools\.jackson)\.databind\.(ObjectMapper\.<init>|json\.JsonMapper\.(<init>|builder)|cfg\.MapperBuilder\.build|introspect\.|ser\.(BeanSerializerFactory|BasicSerializerFactory)\.|deser\.(BeanDeserializerFactory|BasicDeserializerFactory)\.)|org\.springframework\.web\.reactive\.function\.client\.(WebClient\.(create|builder)|DefaultWebClientBuilder\.build|ExchangeStrategies\.withDefaults)|org\.springframework\.web\.reactive\.function\.server\.HandlerStrategies\.withDefaults|org\.springframework\.http\.codec\.CodecConfigurer\.|org\.springframework\.http\.codec\.support\.\w+CodecConfigurer\.<init>|reactor\.netty\.http\.client\.HttpClient\.create|reactor\.netty\.resources\.ConnectionProvider\.(create|builder)|org\.springframework\.web\.client\.RestTemplate\.<init>|com\.google\.gson\.Gson\.<init>|javax\.xml\.(parsers|transform|stream)\.\w+Factory\.new\w*Instance|jakarta\.xml\.bind\.JAXBContext\.newInstance)')
           AS "frame"
FROM "jfr"."execution_samples"
