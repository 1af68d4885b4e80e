-- Applying (issue 22, decisions 0170 and 0171): a job's screening questions, the answers given
-- with an application (as asked then), the resume sent as it was then, and withdrawal.
ALTER TYPE "public"."application_status" ADD VALUE IF NOT EXISTS 'withdrawn';--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "screening_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The resume as the employer reads it, taken when the application was made: editing or deleting
-- the resume later changes nothing the employer sees. Null for applications made before.
ALTER TABLE "applications" ADD COLUMN "resume_snapshot" jsonb;
