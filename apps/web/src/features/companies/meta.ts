import type { Company } from '@fitjobs/contract';

/** The same words the server gives crawlers (apps/api/src/features/companies/companies.meta.ts). */
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

/** The website as a link: https:// is prefixed when missing. */
export const websiteHref = (website: string) =>
  /^https?:\/\//i.test(website) ? website : `https://${website}`;

/** 'Auckland, Auckland Region, New Zealand' from whichever parts are known. */
export const locationLine = (c: Pick<Company, 'city_name' | 'region_name' | 'country_name'>) =>
  [c.city_name, c.region_name, c.country_name].filter(Boolean).join(', ');
