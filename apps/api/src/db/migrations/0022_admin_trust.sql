-- The admin area as trust and safety (decision 0189): an append-only log of admin actions,
-- suspensions of accounts and companies, and takedowns of jobs with the admin's reason.
CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	-- The order lines were written in: newest first is seq descending, whatever the clocks said.
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	-- No foreign keys: the log outlives the accounts and objects it names (closing an account
	-- deletes its row), and nothing may ever cascade into it.
	"admin_id" uuid NOT NULL,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_actions_seq" ON "admin_actions" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "admin_actions_target" ON "admin_actions" USING btree ("target_id", "seq");--> statement-breakpoint
-- Never editable: the database itself refuses to change or remove a logged action, whatever
-- code or person asks.
CREATE FUNCTION admin_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_actions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER admin_actions_append_only BEFORE UPDATE OR DELETE ON "admin_actions"
  FOR EACH ROW EXECUTE FUNCTION admin_actions_append_only();--> statement-breakpoint
CREATE TRIGGER admin_actions_no_truncate BEFORE TRUNCATE ON "admin_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION admin_actions_append_only();--> statement-breakpoint
-- The admin lists read newest first (admin-lists.repo.ts).
CREATE INDEX "users_created_id" ON "users" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "companies_created_id" ON "companies" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "jobs_created_id" ON "jobs" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "takedown_reason" text;--> statement-breakpoint
-- A suspended company's jobs are not listed: the sync keeps them out of job_search, and the
-- suspension deletes the rows already there (admin-trust.repo.ts).
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_draft OR NEW.is_test OR NEW.archived_at IS NOT NULL
     OR EXISTS (SELECT 1 FROM companies c WHERE c.id = NEW.company_id AND c.suspended_at IS NOT NULL) THEN
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
END $$;
