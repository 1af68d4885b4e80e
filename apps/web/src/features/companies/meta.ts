import type { Company } from '@fitjobs/contract';

/** The website as a link: https:// is prefixed when missing. */
export const websiteHref = (website: string) =>
  /^https?:\/\//i.test(website) ? website : `https://${website}`;

/** 'Auckland, Auckland Region, New Zealand' from whichever parts are known. */
export const locationLine = (c: Pick<Company, 'city_name' | 'region_name' | 'country_name'>) =>
  [c.city_name, c.region_name, c.country_name].filter(Boolean).join(', ');
