-- Search over listed jobs only (decision 0100). search_text() rewrites terms the parser would
-- lose ('C#', '.NET', 'part time'); it is printed from features/jobs/search-terms.ts.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'fts_simple') THEN
    CREATE TEXT SEARCH CONFIGURATION fts_simple (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION fts_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_text(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(t, '(^|[^A-Za-z0-9_.#+])c\+\+(?=$|[^A-Za-z0-9_#+])', '\1 cplusplus ', 'gi'), '(^|[^A-Za-z0-9_.#+])c#(?=$|[^A-Za-z0-9_#+])', '\1 csharp ', 'gi'), '(^|[^A-Za-z0-9_.#+])f#(?=$|[^A-Za-z0-9_#+])', '\1 fsharp ', 'gi'), '(^|[^A-Za-z0-9_.#+])asp\.net( core)?(?=$|[^A-Za-z0-9_#+])', '\1 aspnet dotnet ', 'gi'), '(^|[^A-Za-z0-9_.#+])\.net( core)?(?=$|[^A-Za-z0-9_#+])', '\1 dotnet ', 'gi'), '(^|[^A-Za-z0-9_.#+])node\.?js(?=$|[^A-Za-z0-9_#+])', '\1 nodejs ', 'gi'), '(^|[^A-Za-z0-9_.#+])vue\.?js(?=$|[^A-Za-z0-9_#+])', '\1 vuejs ', 'gi'), '(^|[^A-Za-z0-9_.#+])react\.?js(?=$|[^A-Za-z0-9_#+])', '\1 react ', 'gi'), '(^|[^A-Za-z0-9_.#+])ci/cd(?=$|[^A-Za-z0-9_#+])', '\1 cicd ', 'gi'), '(^|[^A-Za-z0-9_.#+])part[ -]?time(?=$|[^A-Za-z0-9_#+])', '\1 parttime ', 'gi'), '(^|[^A-Za-z0-9_.#+])full[ -]?time(?=$|[^A-Za-z0-9_#+])', '\1 fulltime ', 'gi'), '(^|[^A-Za-z0-9_.#+])information technology(?=$|[^A-Za-z0-9_#+])', '\1 infotech ', 'gi'), '(^|[^A-Za-z0-9_.#+])IT(?=$|[^A-Za-z0-9_#+])', '\1 infotech ', 'g'), '([A-Za-z0-9])/(?=[A-Za-z])', '\1 / ', 'gi');--> statement-breakpoint
-- A title's words, sorted and joined: equal for a title and a query of the same words.
CREATE FUNCTION title_key(v tsvector) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_string(tsvector_to_array(v), ' ');--> statement-breakpoint
CREATE TABLE "job_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"schedule" "schedule",
	"work_format" "work_format",
	"experience" "experience",
	"education" "education",
	"salary_from" integer,
	"salary_to" integer,
	"currency" "currency" NOT NULL,
	"address_id" uuid,
	"country_id" integer,
	"region_id" integer,
	"city_id" integer,
	"industry_id" integer,
	"specialization_id" integer,
	"disability_friendly" boolean NOT NULL,
	"visa_sponsorship" boolean NOT NULL,
	"response_count" integer NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"title_stems" "tsvector" NOT NULL,
	"title_words" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (
        setweight(to_tsvector('fts', search_text(coalesce("jobs"."title", ''))), 'A') ||
        setweight(to_tsvector('fts', search_text(coalesce("jobs"."company_name", ''))), 'B') ||
        setweight(to_tsvector('fts', search_text(coalesce(("jobs"."description" -> 'skills')::text, ''))), 'B') ||
        setweight(to_tsvector('fts', search_text(coalesce(("jobs"."description" -> 'tools_and_technologies')::text, ''))), 'B') ||
        setweight(to_tsvector('fts', search_text(coalesce("jobs"."description" ->> 'summary', ''))), 'C') ||
        setweight(to_tsvector('fts', search_text(coalesce(("jobs"."description" -> 'responsibilities')::text, ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "title_stems" "tsvector" GENERATED ALWAYS AS (to_tsvector('fts', search_text("jobs"."title"))) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "title_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('fts_simple', search_text("jobs"."title"))) STORED;--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_id_jobs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_search_vector" ON "job_search" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "job_search_title_words" ON "job_search" USING gin ("title_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "job_search_title_stems" ON "job_search" USING gin ("title_stems") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "job_search_title_key" ON "job_search" USING btree (title_key("title_words"));--> statement-breakpoint
CREATE INDEX "job_search_updated" ON "job_search" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_salary_high" ON "job_search" USING btree (coalesce("salary_to", "salary_from", -1),"id");--> statement-breakpoint
CREATE INDEX "job_search_salary_low" ON "job_search" USING btree (coalesce("salary_to", "salary_from", 2147483647),"id");--> statement-breakpoint
CREATE INDEX "job_search_country_updated" ON "job_search" USING btree ("country_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_region_updated" ON "job_search" USING btree ("region_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_city_updated" ON "job_search" USING btree ("city_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_created" ON "job_search" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_search_expires" ON "job_search" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_vector" ON "jobs" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
-- The search vector is read only to recheck a lossy bitmap page: out of line, the rows that
-- ranking reads stay narrow (a few hundred bytes instead of about two kilobytes).
ALTER TABLE "job_search" ALTER COLUMN "search_vector" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "job_search" SET (toast_tuple_target = 256, fillfactor = 90);--> statement-breakpoint
CREATE FUNCTION job_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_draft OR NEW.is_test OR NEW.archived_at IS NOT NULL THEN
    DELETE FROM job_search WHERE id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO job_search (id, company_id, created_at, updated_at, expires_at, schedule, work_format, experience, education, salary_from, salary_to, currency, address_id, country_id, region_id, city_id, industry_id, specialization_id, disability_friendly, visa_sponsorship, response_count, search_vector, title_stems, title_words)
    VALUES (NEW.id, NEW.company_id, NEW.created_at, NEW.updated_at, NEW.expires_at, NEW.schedule, NEW.work_format, NEW.experience, NEW.education, NEW.salary_from, NEW.salary_to, NEW.currency, NEW.address_id, NEW.country_id, NEW.region_id, NEW.city_id, NEW.industry_id, NEW.specialization_id, NEW.disability_friendly, NEW.visa_sponsorship, NEW.response_count, NEW.search_vector, NEW.title_stems, NEW.title_words)
    ON CONFLICT (id) DO UPDATE SET
      company_id = EXCLUDED.company_id,
      created_at = EXCLUDED.created_at,
      updated_at = EXCLUDED.updated_at,
      expires_at = EXCLUDED.expires_at,
      schedule = EXCLUDED.schedule,
      work_format = EXCLUDED.work_format,
      experience = EXCLUDED.experience,
      education = EXCLUDED.education,
      salary_from = EXCLUDED.salary_from,
      salary_to = EXCLUDED.salary_to,
      currency = EXCLUDED.currency,
      address_id = EXCLUDED.address_id,
      country_id = EXCLUDED.country_id,
      region_id = EXCLUDED.region_id,
      city_id = EXCLUDED.city_id,
      industry_id = EXCLUDED.industry_id,
      specialization_id = EXCLUDED.specialization_id,
      disability_friendly = EXCLUDED.disability_friendly,
      visa_sponsorship = EXCLUDED.visa_sponsorship,
      response_count = EXCLUDED.response_count,
      search_vector = EXCLUDED.search_vector,
      title_stems = EXCLUDED.title_stems,
      title_words = EXCLUDED.title_words;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_search_sync AFTER INSERT OR UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION job_search_sync();--> statement-breakpoint
INSERT INTO job_search (id, company_id, created_at, updated_at, expires_at, schedule, work_format, experience, education, salary_from, salary_to, currency, address_id, country_id, region_id, city_id, industry_id, specialization_id, disability_friendly, visa_sponsorship, response_count, search_vector, title_stems, title_words)
  SELECT id, company_id, created_at, updated_at, expires_at, schedule, work_format, experience, education, salary_from, salary_to, currency, address_id, country_id, region_id, city_id, industry_id, specialization_id, disability_friendly, visa_sponsorship, response_count, search_vector, title_stems, title_words FROM jobs
  WHERE NOT is_draft AND NOT is_test AND archived_at IS NULL AND (expires_at IS NULL OR expires_at > now());--> statement-breakpoint
ANALYZE job_search;
