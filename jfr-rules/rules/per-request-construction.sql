-- id: per-request-construction
-- title: More than 3% of the CPU samples build objects meant to be built once
-- severity: fail
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
-- Budget: 3% of the samples. The clean lab gateway builds none of them per request.
-- And at least 3 matching samples: a share of a handful says nothing. The seed lab's
-- entropy-starvation gateway, starved to 5 execution samples in a window, read 1 of 5 (20%) here.
SELECT "eventType", "thread", "stackTrace",
       "detail" || ' (' || CAST(CAST(100.0 * "matching" / "allSamples" AS DECIMAL(6, 1)) AS VARCHAR)
           || '% of the samples build objects meant to be built once, budget 3%)' AS "detail"
FROM (SELECT "eventType", "thread", "stackTrace", "detail", "allSamples", COUNT("detail") OVER () AS "matching"
      FROM (SELECT "eventType", "thread", "stackTrace", "allSamples",
                   FIRST_MATCHING_FRAME("stackTrace",
                     '^((com\.fasterxml\.jackson|tools\.jackson)\.databind\.(ObjectMapper\.<init>|json\.JsonMapper\.(<init>|builder)|cfg\.MapperBuilder\.build|introspect\.|ser\.(BeanSerializerFactory|BasicSerializerFactory)\.|deser\.(BeanDeserializerFactory|BasicDeserializerFactory)\.)|org\.springframework\.web\.reactive\.function\.client\.(WebClient\.(create|builder)|DefaultWebClientBuilder\.build|ExchangeStrategies\.withDefaults)|org\.springframework\.web\.reactive\.function\.server\.HandlerStrategies\.withDefaults|org\.springframework\.http\.codec\.CodecConfigurer\.|org\.springframework\.http\.codec\.support\.\w+CodecConfigurer\.<init>|reactor\.netty\.http\.client\.HttpClient\.create|reactor\.netty\.resources\.ConnectionProvider\.(create|builder)|org\.springframework\.web\.client\.RestTemplate\.<init>|com\.google\.gson\.Gson\.<init>|javax\.xml\.(parsers|transform|stream)\.\w+Factory\.new\w*Instance|jakarta\.xml\.bind\.JAXBContext\.newInstance)')
                       AS "detail"
            FROM "jfr"."execution_samples"))
WHERE "detail" IS NOT NULL AND "matching" >= 3 AND "matching" > 0.03 * "allSamples"
