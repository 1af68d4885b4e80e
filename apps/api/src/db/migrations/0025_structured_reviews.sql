-- Anonymous, structured company reviews with one company response each (issue 26, decision 0203).
-- Every new column is nullable: reviews written before have none of it, and the spec's insert
-- body (rating, title, body) still makes a valid review.
CREATE TYPE "public"."employment_status" AS ENUM('current', 'former');--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "work_type" "schedule";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "employment_status" "employment_status";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "employment_year" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating_work_life_balance" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating_career_development" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating_benefits" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating_management" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating_culture_diversity" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating_working_environment" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "challenges" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "recommend" boolean;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "response_body" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "response_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "response_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "response_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_response_by_users_id_fk" FOREIGN KEY ("response_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The zod contract checks 1 to 5; the database refuses anything else whatever code writes.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_category_ratings_1_to_5" CHECK (
  coalesce("rating_work_life_balance", 1) BETWEEN 1 AND 5 AND coalesce("rating_career_development", 1) BETWEEN 1 AND 5
  AND coalesce("rating_benefits", 1) BETWEEN 1 AND 5 AND coalesce("rating_management", 1) BETWEEN 1 AND 5
  AND coalesce("rating_culture_diversity", 1) BETWEEN 1 AND 5 AND coalesce("rating_working_environment", 1) BETWEEN 1 AND 5
);--> statement-breakpoint
-- Sorted by rating (highest, lowest) within a company.
CREATE INDEX "reviews_company_rating" ON "reviews" USING btree ("company_id","rating","created_at");
