CREATE TYPE "public"."job_report_reason" AS ENUM('scam', 'discriminatory', 'misleading', 'other');--> statement-breakpoint
CREATE TYPE "public"."resume_view_kind" AS ENUM('view', 'pdf');--> statement-breakpoint
CREATE TYPE "public"."resume_visibility" AS ENUM('searchable', 'limited', 'hidden');--> statement-breakpoint
CREATE TABLE "job_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" "job_report_reason" NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_reports_jobId_reporterId_unique" UNIQUE("job_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_reviewId_reporterId_unique" UNIQUE("review_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "resume_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resume_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"viewer_id" uuid,
	"kind" "resume_view_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "counts_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "visibility" "resume_visibility" DEFAULT 'limited' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_views" ADD CONSTRAINT "resume_views_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_views" ADD CONSTRAINT "resume_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_views" ADD CONSTRAINT "resume_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_reports_reporter_id_created_at_index" ON "job_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "review_reports_reporter_id_created_at_index" ON "review_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_views_company_id_created_at_index" ON "resume_views" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_views_resume_id_index" ON "resume_views" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "reviews_user_id_created_at_index" ON "reviews" USING btree ("user_id","created_at");