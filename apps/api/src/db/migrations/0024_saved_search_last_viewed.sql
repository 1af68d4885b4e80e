-- "N new since you last looked" on each saved search (decision 0207): when the seeker last opened
-- it from Saved searches. Null until then: the search counts from when it was saved.
ALTER TABLE "saved_searches" ADD COLUMN "last_viewed_at" timestamp with time zone;
