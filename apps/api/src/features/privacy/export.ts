import type { DataExport } from '@fitjobs/contract';
import type { DbOrTx } from '../../db/client.ts';
import { exportExternalApplications } from '../applications/external-applications.ts';
import { resumeViewsOfUser } from '../resumes/resume-views.repo.ts';
import * as repo from './export.repo.ts';

/** Whose data is exported: the account's id, and its e-mail (sign-in codes are kept by address). */
export interface ExportSubject {
  id: string;
  email: string;
}
type ExportRecord = Record<string, unknown>;
/** One feature's part of the export: its records about the person. */
export type SectionBuilder = (db: DbOrTx, person: ExportSubject) => Promise<ExportRecord[]>;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A database row as the API speaks: snake_case keys, ISO timestamps. */
function toRecord(row: object): ExportRecord {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      snake(key),
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}
const records = (rows: object[]) => rows.map(toRecord);

/** Applications with their cover letters and the whole chat on each (the employer's side unnamed). */
const applicationsSection: SectionBuilder = async (db, person) => {
  const apps = await repo.exportApplications(db, person.id);
  const messages = await repo.exportMessages(
    db,
    apps.map((a) => a.id),
  );
  return apps.map((a) => ({
    ...toRecord(a),
    messages: messages
      .filter((m) => m.applicationId === a.id)
      .map((m) => ({
        from: m.authorId === person.id ? 'you' : 'employer',
        message: m.message,
        created_at: m.createdAt.toISOString(),
      })),
  }));
};

/**
 * Every section of "Download my data", in file order: one line per feature. A feature that starts
 * holding something about people adds its builder here (the export test then names its records).
 */
export const EXPORT_SECTIONS: Record<string, SectionBuilder> = {
  company_memberships: async (db, p) => records(await repo.exportMemberships(db, p.id)),
  resumes: async (db, p) => records(await repo.exportResumes(db, p.id)),
  applications: applicationsSection,
  external_applications: async (db, p) => records(await exportExternalApplications(db, p.id)),
  saved_jobs: async (db, p) => records(await repo.exportSavedJobs(db, p.id)),
  saved_searches: async (db, p) => records(await repo.exportSavedSearches(db, p.id)),
  hidden_jobs: async (db, p) => records(await repo.exportHiddenJobs(db, p.id)),
  hidden_companies: async (db, p) => records(await repo.exportHiddenCompanies(db, p.id)),
  reviews: async (db, p) => records(await repo.exportReviews(db, p.id)),
  uploads: async (db, p) => records(await repo.exportUploads(db, p.id)),
  sign_in_history: async (db, p) => records(await repo.exportSignIns(db, p.email)),
  sessions: async (db, p) => records(await repo.exportSessions(db, p.id)),
  // The companies that opened or downloaded the person's resumes (decision 0120).
  resume_views: async (db, p) => records(await resumeViewsOfUser(db, p.id)),
};

/** Everything held about the person, or null when the account no longer exists. */
export async function exportPersonalData(db: DbOrTx, userId: string, now: Date): Promise<DataExport | null> {
  const account = await repo.exportAccount(db, userId);
  if (!account) return null;
  const person = { id: account.id, email: account.email };
  const sections: Record<string, ExportRecord[]> = {};
  for (const [name, build] of Object.entries(EXPORT_SECTIONS)) sections[name] = await build(db, person);
  return {
    format: 'fitjobs-data-export/1',
    exported_at: now.toISOString(),
    account: toRecord(account) as DataExport['account'],
    ...sections,
  } as DataExport;
}
