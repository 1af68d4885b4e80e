-- Pay as written (issue 22 item 7, decision 0172): hourly rates with cents, a note after the
-- figure, and a figure kept off the ad that still counts in the salary filter and sorts.
-- The key's trigger names the columns, so it goes while their type changes (recreated below).
DROP TRIGGER jobs_annual_pay ON jobs;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "salary_from" TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "salary_to" TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "job_search" ALTER COLUMN "salary_from" TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "job_search" ALTER COLUMN "salary_to" TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_note" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The same key as before (decision 0104), now from dollars and cents: $23.50 an hour is
-- 23.50 x 2,080 = 48,880 a year. The integer version goes: numeric does not cast to it implicitly.
DROP FUNCTION to_annual_nzd(integer, pay_type, currency);--> statement-breakpoint
CREATE FUNCTION to_annual_nzd(amount numeric, pay pay_type, cur currency) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  -- least() skips nulls: without the CASE, no amount would be the largest.
  SELECT CASE WHEN amount IS NOT NULL THEN least(
    round(amount * CASE pay WHEN 'hourly' THEN 2080 ELSE 1 END
      / CASE cur WHEN 'aud' THEN (SELECT aud_per_nzd FROM pay_settings) ELSE 1 END),
    2147483646)::int END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_annual_pay BEFORE INSERT OR UPDATE OF salary_from, salary_to, pay_type, currency ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_annual_pay();
