-- template: share
-- title: A share rule's verdict: its matching samples' share of a measure, over the budget
--
-- Not a rule: the one query of every share rule. A rule headed "-- template: share" gives
-- only its samples, one row per sample of a sample view (execution_samples, allocation_samples
-- or profile_samples), with three columns of its own: frame (what the evidence names, NULL
-- when the sample does not count), whole (the total its share is of: the view's "total" or
-- "groupTotal") and share (what the share is of, for the evidence: "the event loops' CPU
-- samples find the route"). Here they are "matches": per measure, the weight of the counted
-- samples is the share's numerator, and every counted sample is a row of evidence when the
-- share is over the rule's budget.
--
-- Parameters every share rule declares, and that only this file reads:
--   budget, a percentage: the rule fires when its samples' weight is more than budget% of
--   the whole, in either measure (compared exactly: 100 x matched > budget x whole).
--   min-samples, a whole number: and when at least that many samples count. A share of a
--   handful says nothing: the seed lab's entropy-starvation gateway, starved to 5 execution
--   samples in a window, read 1 of 5 (20%) in a rule whose clean share is 0.
-- The evidence's detail says the frame, the share measured and the budget
-- ("... (12.5% of the heap bytes buffer bodies, budget 2%)"): a share is printed only once
-- the rule fires, so query the view to see it below the budget (README, "Tuning a budget").
SELECT "eventType", "thread", "stackTrace",
       "frame" || ' (' || CAST(CAST(100.0 * "matched" / "whole" AS DECIMAL(6, 1)) AS VARCHAR) || '% of '
           || "share" || ', budget ' || PARAM_TEXT('budget') || ')' AS "detail"
FROM (SELECT "eventType", "thread", "stackTrace", "frame", "share", "whole",
             SUM("weight") OVER (PARTITION BY "measure") AS "matched",
             COUNT(*) OVER (PARTITION BY "measure") AS "matching"
      FROM "matches"
      WHERE "frame" IS NOT NULL)
WHERE "matching" >= PARAM('min-samples') AND 100 * "matched" > PARAM('budget') * "whole"
