-- Decision 0226: where PostgreSQL has the RUM extension (Debian's postgresql-15-rum), an index of
-- the words that keeps each job's annual pay beside it, so a word's matches come out of the index
-- best (or lowest) paid first, and a word with a pay range is one scan. search.repo.ts reads a
-- salary page through it when the word is thin among the best paid jobs, instead of sorting every
-- match (at 1,000,000 jobs 'real', best paid first: 733-901 ms). Where the extension is missing
-- (PGlite, or a server without the package) or may not be created (RUM is not a trusted
-- extension), nothing is made and search sorts those matches as before.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum')
     AND EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum')
     AND (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    CREATE EXTENSION rum;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') THEN
    CREATE INDEX IF NOT EXISTS job_search_words_pay ON job_search
      USING rum (search_vector rum_tsvector_addon_ops, annual_pay_nzd)
      WITH (attach = 'annual_pay_nzd', to = 'search_vector');
  END IF;
END $$;
