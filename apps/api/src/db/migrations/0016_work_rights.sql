-- Work rights (issue 22 item 5, decision 0174): for each of New Zealand and Australia, citizen
-- or resident, a visa with work rights and its expiry, needs sponsorship, or no right to work.
-- Null for a country not answered: resumes made before keep eligible_to_work_in_nz as they said it.
ALTER TABLE "resumes" ADD COLUMN "work_rights" jsonb DEFAULT '{"nz":null,"au":null}'::jsonb NOT NULL;
