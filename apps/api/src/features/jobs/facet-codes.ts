import { EDUCATIONS, EXPERIENCES, FACETS, type Facet, SCHEDULES, WORK_FORMATS } from '@fitjobs/contract';

/**
 * A listed job's filter options as job_search keeps them (`facet_codes`, migration 0031, decision
 * 0238): one field per facet in FACETS order, each ended by a dot; an id in decimal, an enum as
 * its value's place in the type from 1, nothing where the job leaves the facet out. A sample of
 * matches sends its jobs' codes run together, and the server counts them here: one pass over the
 * characters, no splitting, so that counting costs less than PostgreSQL's grouping sets did.
 */
const ENUM_VALUES: Partial<Record<Facet, readonly string[]>> = {
  schedule: SCHEDULES,
  work_format: WORK_FORMATS,
  education: EDUCATIONS,
  experience: EXPERIENCES,
};

const DOT = 46;
const ZERO = 48;

/** How many of the coded jobs have each option of `facets`, by option (its id, or its enum value). */
export function countFacetCodes(codes: string, facets: readonly Facet[]): Map<Facet, Map<string, number>> {
  const wanted = FACETS.map((f) => facets.includes(f));
  // Indexed by the field's number: ids and enum places are small integers.
  const tallies: number[][] = FACETS.map(() => []);
  let field = 0;
  let value = 0;
  let empty = true;
  for (let i = 0; i < codes.length; i++) {
    const c = codes.charCodeAt(i);
    if (c !== DOT) {
      value = value * 10 + (c - ZERO);
      empty = false;
      continue;
    }
    if (!empty && wanted[field]) {
      const tally = tallies[field] as number[];
      tally[value] = (tally[value] ?? 0) + 1;
    }
    field = field === FACETS.length - 1 ? 0 : field + 1;
    value = 0;
    empty = true;
  }
  if (field !== 0 || !empty) throw new Error('facet codes end inside a job');
  const counts = new Map<Facet, Map<string, number>>();
  FACETS.forEach((facet, f) => {
    if (!wanted[f]) return;
    const values = ENUM_VALUES[facet];
    const byOption = new Map<string, number>();
    (tallies[f] as number[]).forEach((n, v) => {
      const option = values ? values[v - 1] : String(v);
      if (option === undefined) throw new Error(`facet code ${v} is no ${facet}`);
      byOption.set(option, n);
    });
    counts.set(facet, byOption);
  });
  return counts;
}
