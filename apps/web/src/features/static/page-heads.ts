import { BRAND } from '../../lib/brand.ts';

/** A page's title and meta description: the page sets them in the browser, the server in <head>. */
export interface PageHead {
  title: string;
  description: string;
}

/** The static pages' heads, one place for both (entry-server.tsx `pageHead`, issue 25). */
export const STATIC_HEADS = {
  '/': {
    title: `${BRAND}: jobs in New Zealand and Australia`,
    description: 'Search jobs across New Zealand and Australia. Find the right fit. Together.',
  },
  '/pricing': {
    title: `Pricing | ${BRAND}`,
    description: `${BRAND} plans for employers: Basic, Standard and Premium. Every plan is free during beta.`,
  },
  '/blog': {
    title: `Blog | ${BRAND}`,
    description:
      'Advice on finding work and hiring in New Zealand: the job market, CVs, interviews and more.',
  },
  '/help-center': {
    title: `Help center | ${BRAND}`,
    description: `Answers for job seekers and employers using ${BRAND}: signing up, applying, resumes, posting jobs and applicants.`,
  },
  '/employers/customer-service': {
    title: `Customer service | ${BRAND}`,
    description: `Contact ${BRAND} customer service about your employer account, job ads or billing.`,
  },
  '/privacy': {
    title: `Privacy Policy | ${BRAND}`,
    description: `How ${BRAND} collects, uses and protects personal information under the NZ Privacy Act 2020 and the Australian Privacy Act.`,
  },
  '/terms': {
    title: `Terms of Use | ${BRAND}`,
    description: `The terms that apply to everyone who uses ${BRAND}.`,
  },
  '/login': {
    title: `Sign in | ${BRAND}`,
    description: `Sign in to ${BRAND} with a code sent to your e-mail: no password to remember.`,
  },
} satisfies Record<string, PageHead>;
