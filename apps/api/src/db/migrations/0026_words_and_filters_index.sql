-- Decision 0223: one full-text index over the words and the filters a search names most (region,
-- city, schedule, work format, pay type, classification). A word with a region is then one index
-- scan that intersects two posting lists, instead of a bitmap of the word's jobs ANDed with a
-- bitmap of the region's (at 1,000,000 jobs 'senior' in Auckland counted in 44 ms, lossy; now
-- 4 ms). A GIN index over several columns serves a condition on any of them as well as one over
-- that column alone, so it replaces the words-only index. btree_gin gives the integer and enum
-- columns their GIN operator classes.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_search_words_filters" ON "job_search" USING gin ("search_vector", "region_id", "city_id", "schedule", "work_format", "pay_type", "industry_id") WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX IF EXISTS "job_search_vector";
