import type { Company } from './companies.ts';

/** Page title of /companies/{id}; the server gives crawlers the same words the browser shows. */
/** Spec: '{company} - Jobs, Reviews & Company Info', with the board's name after it as on every page. */
export const companyTitle = (name: string) => `${name} - Jobs, Reviews & Company Info | FitJobs`;

/**
 * Text cut to at most `max` characters at a word boundary, with an ellipsis when anything was cut:
 * a meta description never ends mid-word ("...work from anyw", issue 25).
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:.-]+$/, '')}…`;
}

export function companyDescription(company: Pick<Company, 'name' | 'tagline' | 'city_name'>): string {
  if (company.tagline) return company.tagline;
  const where = company.city_name ? ` in ${company.city_name}` : '';
  return `Learn about ${company.name}${where}: jobs, reviews and company information.`;
}

export function companyKeywords(
  company: Pick<Company, 'name' | 'industry_name' | 'city_name' | 'region_name'>,
): string {
  const parts = [
    company.name,
    company.industry_name,
    company.city_name,
    company.region_name,
    'jobs',
    'careers',
    'reviews',
  ].filter(Boolean);
  return [...new Set(parts)].join(', ');
}
