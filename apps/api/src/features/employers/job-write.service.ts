import {
  addDays,
  boardToday,
  endOfBoardDay,
  type JobWriteBody,
  jobProblems,
  MAX_EXPIRY_DAYS,
} from '@fitjobs/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { findCompanyName, isCompanyMember } from './companies.repo.ts';
import {
  type AddressFields,
  findCity,
  findIndustry,
  findRegion,
  insertJob,
  type JobRowValues,
  updateJob,
} from './jobs-write.repo.ts';

/** Employers write only their own companies' jobs; admins write any. Others see "not found". */
export async function assertCanWriteCompany(db: DbOrTx, user: AuthUser, companyId: string): Promise<void> {
  if (user.role === 'admin') return;
  if (user.role === 'employer' && (await isCompanyMember(db, user.id, companyId))) return;
  throw notFound('Company not found');
}

/** A consistent location: a city implies its region and country; a region implies its country. */
async function resolveAddress(db: DbOrTx, body: JobWriteBody): Promise<AddressFields> {
  let { country_id: countryId = null, region_id: regionId = null } = body;
  const cityId = body.city_id ?? null;
  if (cityId !== null) {
    const city = await findCity(db, cityId);
    if (!city) throw badRequest('Unknown city');
    if (
      (regionId !== null && regionId !== city.regionId) ||
      (countryId !== null && countryId !== city.countryId)
    ) {
      throw badRequest('The city is not in the chosen region and country');
    }
    regionId = city.regionId;
    countryId = city.countryId;
  } else if (regionId !== null) {
    const region = await findRegion(db, regionId);
    if (!region) throw badRequest('Unknown region');
    if (countryId !== null && countryId !== region.countryId)
      throw badRequest('The region is not in the chosen country');
    countryId = region.countryId;
  } else if (countryId !== null) {
    const [country] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, countryId));
    if (!country) throw badRequest('Unknown country');
  }
  const text = (v: string | null | undefined) => v?.trim() || null;
  return {
    countryId,
    regionId,
    cityId,
    street: text(body.street),
    building: text(body.building),
    postalCode: text(body.postal_code),
  };
}

async function checkIndustry(db: DbOrTx, id: number | null | undefined): Promise<number | null> {
  if (id == null) return null;
  if (!(await findIndustry(db, id))) throw badRequest('Unknown industry');
  return id;
}

const cleanList = (items: string[]) => items.map((s) => s.trim()).filter(Boolean);

/**
 * Turns a wizard submission into the row to store. Publishing (is_draft false) enforces every
 * rule of the wizard with its message; a draft is stored with whatever is filled in.
 */
export async function prepareJob(
  db: DbOrTx,
  body: JobWriteBody,
  now: Date,
): Promise<{ values: JobRowValues; address: AddressFields }> {
  const companyName = await findCompanyName(db, body.company_id);
  if (companyName === null) throw notFound('Company not found');
  const today = boardToday(now);
  if (!body.is_draft) {
    const [problem] = jobProblems(body, today);
    if (problem) throw new AppError('validation_failed', problem.message, 400);
  }
  const address = await resolveAddress(db, body);
  const expiryDay = body.expires_at ?? (body.is_draft ? null : addDays(today, MAX_EXPIRY_DAYS));
  const d = body.description;
  const values: JobRowValues = {
    companyId: body.company_id,
    companyName,
    title: body.title.trim(),
    description: {
      summary: sanitizeRichText(d.summary),
      responsibilities: cleanList(d.responsibilities),
      requirements: cleanList(d.requirements),
      qualifications: cleanList(d.qualifications),
      working_conditions: cleanList(d.working_conditions),
      skills: cleanList(d.skills),
      tools_and_technologies: cleanList(d.tools_and_technologies),
      benefits: cleanList(d.benefits),
    },
    schedule: body.schedule ?? null,
    workFormat: body.work_format ?? null,
    experience: body.experience ?? null,
    education: body.education ?? null,
    salaryFrom: body.salary_from ?? null,
    salaryTo: body.salary_to ?? null,
    currency: body.currency,
    payType: body.pay_type,
    payNote: body.pay_note?.trim() || null,
    salaryHidden: body.salary_hidden,
    industryId: await checkIndustry(db, body.industry_id),
    specializationId: await checkIndustry(db, body.specialization_id),
    disabilityFriendly: body.disability_friendly,
    visaSponsorship: body.visa_sponsorship,
    externalId: body.external_id?.trim() || null,
    expiresAt: expiryDay ? endOfBoardDay(expiryDay) : null,
    isDraft: body.is_draft,
    // Absent questions stay as they are on an update (decision 0171).
    ...(body.questions === undefined ? {} : { screeningQuestions: body.questions }),
  };
  return { values, address };
}

/** Creates a job for a company the user may write for. */
export async function createJob(db: DbOrTx, user: AuthUser, body: JobWriteBody, now: Date): Promise<string> {
  await assertCanWriteCompany(db, user, body.company_id);
  const { values, address } = await prepareJob(db, body, now);
  return insertJob(db, values, address, now);
}

/** Rewrites a job of that company; a job of another company is "not found" and stays as it was. */
export async function editJob(db: DbOrTx, user: AuthUser, body: JobWriteBody & { id: string }, now: Date) {
  await assertCanWriteCompany(db, user, body.company_id);
  const { values, address } = await prepareJob(db, body, now);
  if (!(await updateJob(db, body.id, values, address, now))) throw notFound('Job not found');
}
