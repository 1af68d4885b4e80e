-- Trust, second round (issue 24, decision 0184): a job's views and apply clicks count once per
-- visitor, job and day, so a script cannot raise another company's figures.
ALTER TABLE "events" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "events_once_a_day_unique" ON "events" USING btree ("job_id","event_type","visitor","day") WHERE "events"."visitor" IS NOT NULL;
