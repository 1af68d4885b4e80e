-- Team invitations wait for the person's answer (issue 24 finding 6, decision 0188): a declined
-- invitation stays until it would have expired, so the company cannot send it again meanwhile.
ALTER TABLE "company_invitations" ADD COLUMN "declined_at" timestamp with time zone;
