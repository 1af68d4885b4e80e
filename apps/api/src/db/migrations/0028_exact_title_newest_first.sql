-- Decision 0227: the exact-title tier of a relevance page (the title is the query's words and
-- nothing else) read newest first from one index. The title's key alone told which jobs have the
-- title, in no order, so the page walked the newest-first index instead, looking at 1,000 listed
-- jobs to find the few (most often none) with that title. With the date and id after the key, the
-- tier is one read of exactly its jobs, in page order, whether there are none or thousands.
DROP INDEX IF EXISTS "job_search_title_key";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_search_title_updated" ON "job_search" USING btree (title_key("title_words"),"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);
