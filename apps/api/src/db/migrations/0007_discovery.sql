CREATE TYPE "public"."alert_frequency" AS ENUM('daily', 'weekly', 'instant');--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "frequency" "alert_frequency" DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_listed_specialization" ON "jobs" USING btree ("specialization_id","country_id","region_id","city_id") WHERE NOT is_draft AND NOT is_test;--> statement-breakpoint
CREATE INDEX "saved_searches_alerts" ON "saved_searches" USING btree ("frequency","last_alerted_on") WHERE notify_by_email;