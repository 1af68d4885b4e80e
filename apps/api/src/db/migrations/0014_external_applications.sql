-- Every application tracked (issue 22 item 6, decision 0173): a seeker's own record that they
-- applied on an employer's site, said on their return from 'Leaving FitJobs'. The employer's
-- lists never read it.
CREATE TABLE "external_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_applications_user_id_job_id_unique" UNIQUE("user_id","job_id")
);--> statement-breakpoint
ALTER TABLE "external_applications" ADD CONSTRAINT "external_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_applications" ADD CONSTRAINT "external_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_applications_user_id_created_at_index" ON "external_applications" USING btree ("user_id","created_at");
