-- The hiring pipeline (decisions 0175-0179). IF NOT EXISTS: 'withdrawn' is also added by the seeker's
-- side of the same loop, whichever migration runs first.
ALTER TYPE "public"."application_status" ADD VALUE IF NOT EXISTS 'interview' BEFORE 'rejected';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE IF NOT EXISTS 'offer' BEFORE 'rejected';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE IF NOT EXISTS 'hired' BEFORE 'rejected';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE IF NOT EXISTS 'withdrawn';--> statement-breakpoint
CREATE TABLE "application_status_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"application_id" uuid NOT NULL,
	"status" "application_status" NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_changes_application_id_created_at_index" ON "application_status_changes" USING btree ("application_id","created_at");--> statement-breakpoint
-- What each existing application reached since it was made (applied is its created_at): its
-- status when last changed.
INSERT INTO "application_status_changes" ("application_id", "status", "created_at")
  SELECT "id", "status", "updated_at" FROM "applications" WHERE "status" <> 'applied';--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "reposted_as_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_reposted_as_id_jobs_id_fk" FOREIGN KEY ("reposted_as_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_companyId_name_unique" UNIQUE("company_id","name")
);--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "job_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_by" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"declined_at" timestamp with time zone,
	CONSTRAINT "job_invitations_jobId_userId_unique" UNIQUE("job_id","user_id")
);--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_invitations_company_id_created_at_index" ON "job_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "job_invitations_user_id_created_at_index" ON "job_invitations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE TABLE "company_blocks" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_blocks_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);--> statement-breakpoint
ALTER TABLE "company_blocks" ADD CONSTRAINT "company_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_blocks" ADD CONSTRAINT "company_blocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_blocks_company_id_index" ON "company_blocks" USING btree ("company_id");
