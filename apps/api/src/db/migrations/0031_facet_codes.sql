-- Decision 0238: a listed job's filter options, one short text (`job_facet_codes`), so that a
-- search's sample of matches (search-samples.ts) returns its size and one string_agg of these
-- instead of counting each option in nine grouping sets. The fields follow the filter counts'
-- facets in order (the contract's FACETS), each ended by a dot: the ids in decimal, and an enum as
-- its value's place in the type, from 1 (the server's decoder names them); empty where the job
-- leaves it out. Immutable: only casts of integers, concatenation and array_position over
-- constants, so job_search keeps it as a stored generated column.
CREATE OR REPLACE FUNCTION job_facet_codes(
  industry_id integer, specialization_id integer, country_id integer, region_id integer, city_id integer,
  schedule schedule, work_format work_format, education education, experience experience
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(industry_id::text, '') || '.' || coalesce(specialization_id::text, '') || '.'
    || coalesce(country_id::text, '') || '.' || coalesce(region_id::text, '') || '.'
    || coalesce(city_id::text, '') || '.'
    || coalesce(array_position('{full_time,part_time,casual,shift_work,flexible_hours,contract,other}'::schedule[], schedule)::text, '') || '.'
    || coalesce(array_position('{on_site,hybrid,remote,remote_worldwide}'::work_format[], work_format)::text, '') || '.'
    || coalesce(array_position('{not_required,secondary_school,certificate_or_diploma,bachelor_degree,postgraduate_degree}'::education[], education)::text, '') || '.'
    || coalesce(array_position('{graduate,entry_level,mid_level,senior,lead,executive}'::experience[], experience)::text, '') || '.'
$$;--> statement-breakpoint
ALTER TABLE "job_search" ADD COLUMN IF NOT EXISTS "facet_codes" text GENERATED ALWAYS AS (
  job_facet_codes("industry_id", "specialization_id", "country_id", "region_id", "city_id", "schedule", "work_format", "education", "experience")
) STORED;
