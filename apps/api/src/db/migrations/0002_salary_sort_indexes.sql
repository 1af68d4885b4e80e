DROP INDEX "jobs_listed_salary";--> statement-breakpoint
CREATE INDEX "jobs_listed_salary_high" ON "jobs" USING btree (coalesce("salary_to", "salary_from", -1),"id") WHERE NOT is_draft AND NOT is_test;--> statement-breakpoint
CREATE INDEX "jobs_listed_salary_low" ON "jobs" USING btree (coalesce("salary_to", "salary_from", 2147483647),"id") WHERE NOT is_draft AND NOT is_test;