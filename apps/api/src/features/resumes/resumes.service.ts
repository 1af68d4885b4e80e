import {
  boardToday,
  canWorkWith,
  DEFAULT_RESUME_VISIBILITY,
  joinFullName,
  monthKey,
  type Resume,
  type ResumeInputParsed,
  type ResumeSearchItem,
  type ResumeVisibility,
  splitFullName,
  type WorkRightStatus,
  type WorkRights,
} from '@fitjobs/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth.ts';
import type { ResumeSearchRow } from './resume-search.repo.ts';
import * as repo from './resumes.repo.ts';

/** An employer's copy: without e-mail, phone and LinkedIn when they are not theirs to see. */
export function toEmployerResume(r: repo.ResumeRow, contactHidden: boolean): Resume {
  const resume = toResume(r);
  if (!contactHidden) return resume;
  return { ...resume, email: null, phone: null, linkedin_profile: null, contact_hidden: true };
}

export function toResume(r: repo.ResumeRow): Resume {
  return {
    id: r.id,
    user_id: r.userId,
    full_name: r.fullName,
    ...splitFullName(r.fullName),
    email: r.email,
    phone: r.phone,
    linkedin_profile: r.linkedinProfile,
    country_id: r.countryId,
    region_id: r.regionId,
    city_id: r.cityId,
    country_name: r.countryName,
    region_name: r.regionName,
    city_name: r.cityName,
    eligible_to_work_in_nz: eligibleInNz(r),
    work_rights: r.workRights,
    summary: r.summary,
    skills: r.skills,
    languages: r.languages,
    experience: r.experience,
    education: r.education,
    is_active: r.isActive,
    visibility: r.visibility,
    contact_hidden: false,
    file: r.file ? { name: r.file.name, content_type: r.file.content_type, size: r.file.size } : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The position held last: a current one first, otherwise the latest start. */
export function latestPosition(
  experience: { position: string; start_date: string; end_date: string | null }[],
) {
  const sorted = [...experience].sort((a, b) => {
    if ((a.end_date === null) !== (b.end_date === null)) return a.end_date === null ? -1 : 1;
    return monthKey(b.start_date).localeCompare(monthKey(a.start_date));
  });
  return sorted[0]?.position ?? null;
}

const TOP_SKILLS = 6;
export function toSearchItem(r: ResumeSearchRow): ResumeSearchItem {
  return {
    id: r.id,
    user_id: r.userId,
    full_name: r.fullName,
    headline: latestPosition(r.experience),
    city_name: r.cityName,
    region_name: r.regionName,
    country_name: r.countryName,
    eligible_to_work_in_nz: eligibleInNz(r),
    work_rights: r.workRights,
    skills: r.skills.slice(0, TOP_SKILLS),
    skills_count: r.skills.length,
    contact_hidden: !r.contactShown,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

const blankToNull = (v: string | null | undefined) => (v ? v : null);

/**
 * eligible_to_work_in_nz, kept for compatibility (decision 0174): from the New Zealand answer
 * where there is one (a visa counts until its last day), else the earlier single answer.
 */
function eligibleInNz(r: { workRights: WorkRights; eligibleToWorkInNz: boolean }): boolean {
  const nz = r.workRights.nz;
  return nz ? canWorkWith(nz, boardToday(new Date())) : r.eligibleToWorkInNz;
}

/** The work rights as stored: an expiry only for a visa. */
function workRightsOf(input: ResumeInputParsed): WorkRights {
  const one = (r: { status: WorkRightStatus; visa_expires_on?: string | null } | null | undefined) =>
    r
      ? { status: r.status, visa_expires_on: r.status === 'visa' ? (r.visa_expires_on ?? null) : null }
      : null;
  return { nz: one(input.work_rights?.nz), au: one(input.work_rights?.au) };
}

/** Wire input to column values; checks that the city lies in the chosen country (and region). */
async function toValues(db: Db, input: ResumeInputParsed): Promise<repo.ResumeValues> {
  const city = await repo.findCityRegion(db, input.country_id, input.city_id);
  if (!city) throw badRequest('City is not in the chosen country', 'invalid_location');
  if (input.region_id && input.region_id !== city.regionId) {
    throw badRequest('City is not in the chosen region', 'invalid_location');
  }
  return {
    fullName: joinFullName(input.first_name, input.last_name),
    email: input.email,
    phone: blankToNull(input.phone),
    linkedinProfile: blankToNull(input.linkedin_profile),
    countryId: input.country_id,
    regionId: city.regionId,
    cityId: input.city_id,
    // The work rights when sent (the wizard always sends them); else the earlier single answer.
    workRights: workRightsOf(input),
    eligibleToWorkInNz: input.work_rights?.nz
      ? canWorkWith(workRightsOf(input).nz, boardToday(new Date()))
      : (input.eligible_to_work_in_nz ?? false),
    summary: blankToNull(input.summary),
    skills: input.skills,
    languages: input.languages,
    experience: input.experience,
    education: input.education,
    ...(input.visibility === undefined ? {} : { visibility: input.visibility }),
  };
}

/**
 * New resumes are saved inactive (spec part 2, section 4): nobody becomes findable without
 * choosing Set as Active (docs/decisions/0120 replaces 0062's "the first one is active").
 */
export async function createResume(db: Db, userId: string, input: ResumeInputParsed, now: Date) {
  const values = await toValues(db, input);
  return repo.insertResume(db, userId, { visibility: DEFAULT_RESUME_VISIBILITY, ...values }, now);
}

/** Set as Active and the visibility picker; turning one on turns the user's others off, in one transaction. */
export async function changeResumeSettings(
  db: Db,
  userId: string,
  id: string,
  settings: { isActive?: boolean | undefined; visibility?: ResumeVisibility | undefined },
  now: Date,
) {
  await db.transaction(async (tx) => {
    await repo.lockResumesOfUser(tx, userId);
    const changes = {
      ...(settings.isActive === undefined ? {} : { isActive: settings.isActive }),
      ...(settings.visibility === undefined ? {} : { visibility: settings.visibility }),
    };
    if (!(await repo.updateResume(tx, userId, id, changes, now))) throw notFound('Resume not found');
    if (settings.isActive) await repo.deactivateOtherResumes(tx, userId, id, now);
  });
}

export async function updateResume(
  db: Db,
  userId: string,
  id: string,
  input: ResumeInputParsed & { is_active?: boolean | undefined },
  now: Date,
) {
  const values = await toValues(db, input);
  await db.transaction(async (tx) => {
    await repo.lockResumesOfUser(tx, userId);
    const changes = input.is_active === undefined ? values : { ...values, isActive: input.is_active };
    if (!(await repo.updateResume(tx, userId, id, changes, now))) throw notFound('Resume not found');
    if (input.is_active) await repo.deactivateOtherResumes(tx, userId, id, now);
  });
}

/**
 * Who may read a resume through the employer endpoints (docs/decisions/0061): employers who
 * belong to a company; admins read only the searchable (active) pool.
 */
export async function assertMayReadResumes(db: Db, user: AuthUser) {
  if (user.role === 'admin') return;
  if (user.role !== 'employer') throw forbidden();
  if (!(await repo.isCompanyMember(db, user.id))) {
    throw forbidden('Create a company before reading resumes');
  }
}
