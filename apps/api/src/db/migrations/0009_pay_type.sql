-- Pay as people read it (decision 0104): a job's pay is an annual salary or an hourly rate, and the
-- salary filter and sorts compare every job by one key, its pay as a year's wage in NZD.
CREATE TYPE "public"."pay_type" AS ENUM('annual', 'hourly');--> statement-breakpoint
CREATE TABLE "pay_settings" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"aud_per_nzd" numeric NOT NULL,
	CONSTRAINT "pay_settings_one_row" CHECK ("only"),
	CONSTRAINT "pay_settings_rate_positive" CHECK ("aud_per_nzd" > 0)
);--> statement-breakpoint
-- The default of AUD_PER_NZD (config.ts); the server writes its configured rate at start.
INSERT INTO "pay_settings" ("only", "aud_per_nzd") VALUES (true, 0.91);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_type" "pay_type" DEFAULT 'annual' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "annual_pay_nzd" integer;--> statement-breakpoint
ALTER TABLE "job_search" ADD COLUMN "pay_type" "pay_type" DEFAULT 'annual' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_search" ADD COLUMN "annual_pay_nzd" integer;--> statement-breakpoint
-- An amount as a year's wage in NZD: an hourly rate times 2,080 hours (40 a week), AUD divided by
-- the configured rate, capped below the sorts' "no salary" key. Also turns the salary filter's
-- figure into the same unit, so filter and sorts compare alike.
CREATE FUNCTION to_annual_nzd(amount integer, pay pay_type, cur currency) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  -- least() skips nulls: without the CASE, no amount would be the largest.
  SELECT CASE WHEN amount IS NOT NULL THEN least(
    round(amount::numeric * CASE pay WHEN 'hourly' THEN 2080 ELSE 1 END
      / CASE cur WHEN 'aud' THEN (SELECT aud_per_nzd FROM pay_settings) ELSE 1 END),
    2147483646)::int END
$$;--> statement-breakpoint
-- Sort and filter on the top of the range, as before pay types.
CREATE FUNCTION jobs_annual_pay() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.annual_pay_nzd := to_annual_nzd(coalesce(NEW.salary_to, NEW.salary_from), NEW.pay_type, NEW.currency);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_annual_pay BEFORE INSERT OR UPDATE OF salary_from, salary_to, pay_type, currency ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_annual_pay();--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_draft OR NEW.is_test OR NEW.archived_at IS NOT NULL THEN
    DELETE FROM job_search WHERE id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO job_search (id, company_id, created_at, updated_at, expires_at, schedule, work_format, experience, education, salary_from, salary_to, currency, pay_type, annual_pay_nzd, address_id, country_id, region_id, city_id, industry_id, specialization_id, disability_friendly, visa_sponsorship, response_count, search_vector, title_stems, title_words)
    VALUES (NEW.id, NEW.company_id, NEW.created_at, NEW.updated_at, NEW.expires_at, NEW.schedule, NEW.work_format, NEW.experience, NEW.education, NEW.salary_from, NEW.salary_to, NEW.currency, NEW.pay_type, NEW.annual_pay_nzd, NEW.address_id, NEW.country_id, NEW.region_id, NEW.city_id, NEW.industry_id, NEW.specialization_id, NEW.disability_friendly, NEW.visa_sponsorship, NEW.response_count, NEW.search_vector, NEW.title_stems, NEW.title_words)
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
      pay_type = EXCLUDED.pay_type,
      annual_pay_nzd = EXCLUDED.annual_pay_nzd,
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
ALTER TABLE "jobs" DISABLE TRIGGER job_search_sync;--> statement-breakpoint
UPDATE "jobs" SET "annual_pay_nzd" = to_annual_nzd(coalesce("salary_to", "salary_from"), "pay_type", "currency")
  WHERE "salary_to" IS NOT NULL OR "salary_from" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ENABLE TRIGGER job_search_sync;--> statement-breakpoint
UPDATE "job_search" SET "annual_pay_nzd" = to_annual_nzd(coalesce("salary_to", "salary_from"), "pay_type", "currency")
  WHERE "salary_to" IS NOT NULL OR "salary_from" IS NOT NULL;--> statement-breakpoint
DROP INDEX "jobs_listed_salary_high";--> statement-breakpoint
DROP INDEX "jobs_listed_salary_low";--> statement-breakpoint
DROP INDEX "job_search_salary_high";--> statement-breakpoint
DROP INDEX "job_search_salary_low";--> statement-breakpoint
CREATE INDEX "jobs_listed_pay_high" ON "jobs" USING btree (coalesce("annual_pay_nzd", -1),"id") WHERE NOT is_draft AND NOT is_test;--> statement-breakpoint
CREATE INDEX "jobs_listed_pay_low" ON "jobs" USING btree (coalesce("annual_pay_nzd", 2147483647),"id") WHERE NOT is_draft AND NOT is_test;--> statement-breakpoint
CREATE INDEX "job_search_pay_high" ON "job_search" USING btree (coalesce("annual_pay_nzd", -1),"id");--> statement-breakpoint
CREATE INDEX "job_search_pay_low" ON "job_search" USING btree (coalesce("annual_pay_nzd", 2147483647),"id");--> statement-breakpoint
CREATE INDEX "job_search_schedule" ON "job_search" USING btree ("schedule");--> statement-breakpoint
CREATE INDEX "job_search_work_format" ON "job_search" USING btree ("work_format");
