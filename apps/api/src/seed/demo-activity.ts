import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@fitjobs/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { applicationMessages, applications, resumes, reviews, savedJobs } from '../db/schema/index.ts';
import { insertBatched } from './batch.ts';
import { demoReviews } from './demo-reviews.ts';
import type { GeneratedCompany } from './generate-companies.ts';
import type { JobRow } from './generate-jobs.ts';
import type { ResumeRow } from './generate-people.ts';
import type { Rng } from './random.ts';

interface Applicant {
  id: string;
  resumeId: string | null;
}

export interface ActivityInput {
  rng: Rng;
  now: Date;
  jobs: JobRow[];
  companies: GeneratedCompany[];
  demoCompanyId: string;
  /** Company id to the employer user who answers its applicants. */
  hiringManagers: Map<string, string>;
  seeker: Applicant;
  candidates: Applicant[];
  resumes: ResumeRow[];
}

// The later pipeline steps weigh nothing: adding them left every draw of the board as it was.
const STATUSES: Record<ApplicationStatus, number> = {
  applied: 45,
  viewed: 25,
  shortlisted: 15,
  interview: 0,
  offer: 0,
  hired: 0,
  rejected: 15,
  // Only applicants withdraw; the demo's applicants have not.
  withdrawn: 0,
};
const EMPLOYER_LINES = [
  'Thanks for applying! Are you free for a quick call this week?',
  'We enjoyed reading your application. Could you tell us your notice period?',
  'Would Thursday at 10am suit for an interview?',
];
const APPLICANT_LINES = [
  'Kia ora, thanks for getting back to me. Yes, any time after 2pm works.',
  'Thank you! My notice period is four weeks.',
  'Thursday at 10am is perfect, see you then.',
];
const DEMO_EMPLOYER_APPLICATIONS = 40;
const OTHER_APPLICATIONS = 155;

/** Applications (with chat), saved jobs and company reviews, then response counts to match. */
export async function seedDemoActivity(db: DbOrTx, input: ActivityInput) {
  const { rng, now } = input;
  const open = input.jobs.filter(
    (j) => !j.isDraft && !j.isTest && !j.archivedAt && !j.externalId && (j.expiresAt ?? now) > now,
  );
  const demoJobs = open.filter((j) => j.companyId === input.demoCompanyId);
  const otherJobs = open.filter((j) => j.companyId !== input.demoCompanyId);
  if (demoJobs.length === 0 || otherJobs.length === 0)
    throw new Error('not enough open jobs for demo activity');

  const appRows: (typeof applications.$inferInsert)[] = [];
  const messageRows: (typeof applicationMessages.$inferInsert)[] = [];
  const taken = new Set<string>();
  const apply = (job: JobRow, who: Applicant, status: ApplicationStatus) => {
    const key = `${job.id}/${who.id}`;
    if (taken.has(key)) return null;
    taken.add(key);
    const createdAt = new Date(
      job.createdAt.getTime() + rng.next() * (now.getTime() - job.createdAt.getTime()),
    );
    const row = {
      id: randomUUID(),
      jobId: job.id,
      userId: who.id,
      resumeId: who.resumeId,
      coverLetter: rng.chance(0.5)
        ? `Kia ora, I am keen on the ${job.title} role and think my experience is a good fit. I would love to talk.`
        : null,
      status,
      createdAt,
      updatedAt: createdAt,
    };
    appRows.push(row);
    return row;
  };
  const chat = (
    app: { id: string; createdAt: Date },
    employerId: string,
    applicantId: string,
    turns: number,
  ) => {
    const step = (now.getTime() - app.createdAt.getTime()) / (turns + 1);
    for (let i = 0; i < turns; i++) {
      const fromEmployer = i % 2 === 0;
      const line = (fromEmployer ? EMPLOYER_LINES : APPLICANT_LINES)[Math.floor(i / 2) % 3] as string;
      messageRows.push({
        id: randomUUID(),
        applicationId: app.id,
        authorId: fromEmployer ? employerId : applicantId,
        message: line,
        createdAt: new Date(app.createdAt.getTime() + step * (i + 1)),
      });
    }
  };

  const demoEmployerId = input.hiringManagers.get(input.demoCompanyId) as string;
  for (let i = 0; i < DEMO_EMPLOYER_APPLICATIONS; i++) {
    const app = apply(rng.pick(demoJobs), rng.pick(input.candidates), rng.weighted(STATUSES));
    if (app && app.status !== 'applied' && rng.chance(0.4))
      chat(app, demoEmployerId, app.userId, rng.int(1, 4));
  }
  for (let i = 0; i < OTHER_APPLICATIONS; i++) {
    apply(rng.pick(otherJobs), rng.pick(input.candidates), rng.weighted(STATUSES));
  }
  // The demo seeker: two applications elsewhere (one with a reply), two saved jobs not applied to.
  const seekerJobs = rng.sample(otherJobs, 4);
  const [first, second, ...toSave] = seekerJobs;
  const firstApp = first ? apply(first, input.seeker, 'viewed') : null;
  if (second) apply(second, input.seeker, 'applied');
  const manager = first ? input.hiringManagers.get(first.companyId) : undefined;
  if (firstApp && manager) chat(firstApp, manager, input.seeker.id, 1);
  const saved = toSave.map((j, i) => ({
    userId: input.seeker.id,
    jobId: j.id,
    createdAt: new Date(now.getTime() - (i + 1) * 3_600_000),
  }));

  const reviewRows = demoReviews({
    rng,
    now,
    companies: input.companies,
    jobs: input.jobs,
    demoCompanyId: input.demoCompanyId,
    authors: input.candidates,
    hiringManagers: input.hiringManagers,
  });

  await insertBatched(db, resumes, input.resumes);
  await insertBatched(db, applications, appRows);
  // Each timeline as the pipeline records it: a step beyond applied at the application's last change.
  await db.execute(sql`INSERT INTO application_status_changes (application_id, status, created_at)
    SELECT id, status, updated_at FROM applications WHERE status <> 'applied'`);
  await insertBatched(db, applicationMessages, messageRows);
  await insertBatched(db, savedJobs, saved);
  await insertBatched(db, reviews, reviewRows);
  await db.execute(sql`
    UPDATE jobs SET response_count = counted.n
    FROM (SELECT job_id, count(*)::int AS n FROM applications GROUP BY job_id) AS counted
    WHERE jobs.id = counted.job_id`);

  return {
    applications: appRows.length,
    messages: messageRows.length,
    savedJobs: saved.length,
    reviews: reviewRows.length,
  };
}
