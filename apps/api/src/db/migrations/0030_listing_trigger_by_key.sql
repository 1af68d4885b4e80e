-- Decision 0235: the job_search_sync trigger (0003, last replaced in 0022) reaches job_search by
-- its key only (the DELETE of a job no longer listed, the INSERT ... ON CONFLICT of one that is).
-- PL/pgSQL keeps a connection's plans, and the DELETE's, made while job_search was nearly empty,
-- stayed a read of the whole table until an ANALYZE: the benchmark's load of 1,000,000 jobs, a
-- tenth of them unlisted, read 364,000,000 rows of job_search by its 85,000th job. Sequential
-- scans off for the trigger alone, so its plans take the key's index whatever the table's size
-- when they were made. A CREATE OR REPLACE of the function must keep this SET.
ALTER FUNCTION job_search_sync() SET enable_seqscan = off;
