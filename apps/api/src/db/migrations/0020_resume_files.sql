-- Resume files (decision 0221): a resume uploaded as a PDF or Word file, and the file each
-- application sent (kept while any application has it, like the resume snapshot).
ALTER TABLE "resumes" ADD COLUMN "file" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_file_key" text;--> statement-breakpoint
CREATE INDEX "applications_resume_file_key_index" ON "applications" USING btree ("resume_file_key") WHERE "resume_file_key" IS NOT NULL;
