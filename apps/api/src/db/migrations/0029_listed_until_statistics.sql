-- Decision 0228: statistics on the listed-jobs condition, so PostgreSQL knows nearly every row
-- of job_search passes it. Every count and filter count is written
-- `coalesce(expires_at, 'infinity') > now` (search-query.ts: filterList), an expression with no
-- statistics of its own, which the planner took to pass a third of the rows. A common word's
-- matches looked three times rarer than they are: a capped count then built a bitmap of all of
-- them ('line', 66,204 matches at 1,000,000 jobs: 19-29 ms) where reading the table until 1,000
-- are found takes 5 ms. Rare words are still found through their index.
CREATE STATISTICS IF NOT EXISTS "job_search_listed_until" ON (coalesce("expires_at", 'infinity'::timestamptz)) FROM "job_search";--> statement-breakpoint
ANALYZE "job_search";
