-- Extensions and the text search configuration the generated search vectors use.
-- 'fts' is English stemming with diacritics folded, so 'whanau' finds 'whānau'.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'fts') THEN
    CREATE TEXT SEARCH CONFIGURATION fts (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION fts ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
END $$;
