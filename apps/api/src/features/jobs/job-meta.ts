import { cutAtWord, type JobItem, type Schedule } from '@fitjobs/contract';
import { jobStatus } from '@fitjobs/contract/display';
import sanitizeHtml from 'sanitize-html';
import type { PageMeta } from '../../http/spa.ts';
import { richTextToPlain } from '../../lib/rich-text.ts';

/** The product name as the web app's lib/brand.ts spells it. */
const BRAND_NAME = 'FitJobs';

const COUNTRY_CODES: Record<string, string> = { 'New Zealand': 'NZ', Australia: 'AU' };

const EMPLOYMENT_TYPES: Record<Schedule, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  casual: 'TEMPORARY',
  contract: 'CONTRACTOR',
  shift_work: 'OTHER',
  flexible_hours: 'OTHER',
  other: 'OTHER',
};

/** 'the summary stripped of tags and cut to 160 characters (at a word), or Apply for {title} at {company}'. */
export function jobMetaDescription(job: Pick<JobItem, 'title' | 'company_name' | 'description'>): string {
  const text = richTextToPlain(job.description.summary ?? '');
  return text ? cutAtWord(text, 160) : `Apply for ${job.title} at ${job.company_name}`;
}

export function jobKeywords(job: JobItem): string {
  const words = [job.title, job.company_name, job.city_name, job.region_name, job.country_name];
  words.push(...job.description.skills, ...job.description.tools_and_technologies, 'jobs');
  return [...new Set(words.filter((w): w is string => Boolean(w)))].join(', ');
}

/** The full description as HTML, the form schema.org JobPosting.description expects. */
function descriptionHtml(job: JobItem): string {
  const d = job.description;
  const list = (heading: string, items: string[]) =>
    items.length
      ? `<h3>${heading}</h3><ul>${items.map((i) => `<li>${sanitizeHtml(i, { allowedTags: [] })}</li>`).join('')}</ul>`
      : '';
  return [
    sanitizeHtml(d.summary ?? ''),
    list('Responsibilities', d.responsibilities),
    list('Requirements', d.requirements),
    list('Qualifications', d.qualifications),
    list('Work Conditions', d.working_conditions),
    list('Skills', d.skills),
    list('Technologies', d.tools_and_technologies),
    list('Benefits', d.benefits),
  ].join('');
}

/** schema.org JobPosting for search engines (https://schema.org/JobPosting). */
export function jobPostingJsonLd(
  job: JobItem,
  publicUrl: string,
  website: string | null,
): Record<string, unknown> {
  const country = job.country_name ? COUNTRY_CODES[job.country_name] : undefined;
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job) || `Apply for ${job.title} at ${job.company_name}`,
    identifier: { '@type': 'PropertyValue', name: job.company_name, value: job.id },
    datePosted: job.created_at,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company_name,
      // The employer's own site, when they gave one: sameAs names the organisation elsewhere,
      // never the board's own page about it (issue 25).
      ...(website ? { sameAs: /^https?:\/\//i.test(website) ? website : `https://${website}` } : {}),
      ...(job.company_logo_url ? { logo: new URL(job.company_logo_url, publicUrl).toString() } : {}),
    },
    url: `${publicUrl}/jobs/${job.id}`,
    directApply: !job.external_id,
  };
  const validThrough = job.archived_at ?? job.expires_at;
  if (validThrough) ld.validThrough = validThrough;
  if (job.schedule) ld.employmentType = EMPLOYMENT_TYPES[job.schedule];
  if (job.work_format === 'remote' || job.work_format === 'remote_worldwide') {
    ld.jobLocationType = 'TELECOMMUTE';
    if (job.work_format === 'remote' && country) {
      ld.applicantLocationRequirements = { '@type': 'Country', name: country };
    }
  }
  if (country) {
    ld.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.street ? { streetAddress: [job.building, job.street].filter(Boolean).join(' ') } : {}),
        ...(job.city_name ? { addressLocality: job.city_name } : {}),
        ...(job.region_name ? { addressRegion: job.region_name } : {}),
        ...(job.postal_code ? { postalCode: job.postal_code } : {}),
        addressCountry: country,
      },
    };
  }
  if (job.salary_from || job.salary_to) {
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: job.currency.toUpperCase(),
      value: {
        '@type': 'QuantitativeValue',
        ...(job.salary_from ? { minValue: job.salary_from } : {}),
        ...(job.salary_to ? { maxValue: job.salary_to } : {}),
        unitText: job.pay_type === 'hourly' ? 'HOUR' : 'YEAR',
      },
    };
  }
  return ld;
}

/**
 * What crawlers get in <head> for /jobs/{id}; the web page sets the same in the browser. An
 * expired or archived job keeps its page (spec part 1) but is no longer a JobPosting to index.
 */
export function jobPageMeta(
  job: JobItem,
  publicUrl: string,
  now: Date,
  website: string | null = null,
): PageMeta {
  const open = jobStatus(job, now) === 'active';
  return {
    title: `${job.title} at ${job.company_name} | ${BRAND_NAME}`,
    description: jobMetaDescription(job),
    canonical: `${publicUrl}/jobs/${job.id}`,
    keywords: jobKeywords(job),
    ...(job.company_logo_url ? { image: new URL(job.company_logo_url, publicUrl).toString() } : {}),
    ...(open ? { jsonLd: jobPostingJsonLd(job, publicUrl, website) } : { noindex: true }),
  };
}
