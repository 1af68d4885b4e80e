import { randomUUID } from 'node:crypto';
import type { reviews } from '../db/schema/index.ts';
import type { GeneratedCompany } from './generate-companies.ts';
import type { JobRow } from './generate-jobs.ts';
import type { Rng } from './random.ts';
import { REVIEW_CHALLENGES, REVIEW_SNIPPETS } from './reference/job-titles.ts';

type ReviewRow = typeof reviews.$inferInsert;

const DAY = 86_400_000;
const RESPONSES = [
  'Thank you for taking the time to write this. We are glad the team made a difference for you.',
  'Thanks for the honest feedback. We have shared it with the leadership team and are working on rosters.',
  'We appreciate this review and would welcome a chat: please get in touch with our people team.',
];

const clamp = (n: number) => Math.min(5, Math.max(1, n));

/**
 * The demo board's company reviews, structured as reviewers write them now (issue 26): a role and
 * work type taken from one of the company's own ads, current or former, the six category ratings
 * near the overall one, the challenges, and whether they would recommend it. The demo company
 * has answered some of its reviews.
 */
export function demoReviews(input: {
  rng: Rng;
  now: Date;
  companies: GeneratedCompany[];
  jobs: JobRow[];
  demoCompanyId: string;
  authors: { id: string }[];
  /** Company id to the employer user who answers for it. */
  hiringManagers: Map<string, string>;
}): ReviewRow[] {
  const { rng, now } = input;
  const jobsOf = new Map<string, JobRow[]>();
  for (const j of input.jobs) jobsOf.set(j.companyId, [...(jobsOf.get(j.companyId) ?? []), j]);
  const rows: ReviewRow[] = [];
  for (const company of input.companies) {
    const demo = company.id === input.demoCompanyId;
    const count = demo ? 5 : rng.int(0, 6);
    const ads = jobsOf.get(company.id) ?? [];
    for (const [i, author] of rng.sample(input.authors, count).entries()) {
      const snippet = rng.pick(REVIEW_SNIPPETS);
      const createdAt = new Date(now.getTime() - rng.int(1, 300) * DAY);
      const ad = ads.length > 0 ? rng.pick(ads) : null;
      const former = rng.chance(0.4);
      const category = () => (rng.chance(0.1) ? null : clamp(snippet.rating + rng.int(-1, 1)));
      const manager = demo && i < 2 ? input.hiringManagers.get(company.id) : undefined;
      const respondedAt = new Date(createdAt.getTime() + DAY);
      rows.push({
        id: randomUUID(),
        companyId: company.id,
        userId: author.id,
        rating: snippet.rating,
        title: snippet.title,
        body: snippet.body,
        challenges: rng.pick(REVIEW_CHALLENGES[snippet.rating >= 4 ? 'good' : 'poor']),
        jobTitle: ad?.title ?? null,
        workType: ad?.schedule ?? null,
        employmentStatus: former ? 'former' : 'current',
        employmentYear: former ? createdAt.getUTCFullYear() - rng.int(0, 3) : null,
        ratingWorkLifeBalance: category(),
        ratingCareerDevelopment: category(),
        ratingBenefits: category(),
        ratingManagement: category(),
        ratingCultureDiversity: category(),
        ratingWorkingEnvironment: category(),
        recommend: snippet.rating >= 4 ? true : snippet.rating <= 2 ? false : rng.chance(0.5),
        createdAt,
        // The authors' accounts are months old: their reviews count (docs/decisions/0182).
        countsFrom: createdAt,
        ...(manager
          ? {
              responseBody: rng.pick(RESPONSES),
              responseCreatedAt: respondedAt,
              responseUpdatedAt: respondedAt,
              responseBy: manager,
            }
          : {}),
      });
    }
  }
  return rows;
}
