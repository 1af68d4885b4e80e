import type { ResumeSortBy } from '@fitjobs/contract';
import type { ResumeSearchParams } from '../api.ts';

/** Resume search state lives in the URL (spec: query, exclude, country_id, region_id, city_id, eligible_to_work_in_nz, sort_by). */
export function readSearchState(params: URLSearchParams): ResumeSearchParams {
  const id = (key: string) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const sort = params.get('sort_by');
  return {
    q: params.get('query')?.trim() ?? '',
    exclude: params.getAll('exclude').filter(Boolean),
    country_id: id('country_id'),
    region_id: id('region_id'),
    city_id: id('city_id'),
    eligible_to_work_in_nz: params.get('eligible_to_work_in_nz') === 'true',
    can_work_in_au: params.get('can_work_in') === 'au',
    sort_by: sort === 'created_desc' ? 'created_desc' : ('relevance' satisfies ResumeSortBy),
  };
}

export function writeSearchState(state: ResumeSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('query', state.q);
  for (const term of state.exclude) params.append('exclude', term);
  if (state.country_id) params.set('country_id', String(state.country_id));
  if (state.region_id) params.set('region_id', String(state.region_id));
  if (state.city_id) params.set('city_id', String(state.city_id));
  if (state.eligible_to_work_in_nz) params.set('eligible_to_work_in_nz', 'true');
  if (state.can_work_in_au) params.set('can_work_in', 'au');
  if (state.sort_by !== 'relevance') params.set('sort_by', state.sort_by);
  return params;
}

/** 'java, , php ' -> ['java', 'php'] (spec: split on commas, trimmed, blanks dropped). */
export const splitKeywords = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
