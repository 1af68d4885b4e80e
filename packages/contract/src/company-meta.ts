import type { Company } from './companies.ts';

/** Page title of /companies/{id}; the server gives crawlers the same words the browser shows. */
export const companyTitle = (name: string) => `${name} - Jobs, Reviews & Company Info`;

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
