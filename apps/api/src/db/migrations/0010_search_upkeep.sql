-- Decision 0210: job_search loses an expired job every few minutes and gains or changes one at every
-- publish. Vacuumed after 2 % of it changes (the default 20 % is 80,000 rows at 1,000,000 jobs), so
-- its visibility map stays current and the capped counts read their indexes without the heap.
ALTER TABLE "job_search" SET (
  autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_insert_scale_factor = 0.02,
  autovacuum_analyze_scale_factor = 0.02
);
