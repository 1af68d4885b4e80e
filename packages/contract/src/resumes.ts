import { z } from 'zod';
import { Cursor, PG_INT_MAX, QueryBool, RefId, Timestamp, Uuid } from './common.ts';
import { ResumeVisibility } from './enums.ts';
import { ResumeFile } from './resume-files.ts';

/**
 * Resume schemas (spec part 2: Resume entity, section 5 "Resume, ..." rules). The wizard validates
 * with these same schemas (react-hook-form + zodResolver), so the server's messages and the
 * wizard's are the same words.
 */

export const PHONE_MESSAGE = 'Invalid phone number. Use NZ (+64...) or AU (+61...) format.';
export const LINKEDIN_MESSAGE = 'LinkedIn profile must start with linkedin.com/in/';
export const SUMMARY_MAX = 1000;

// NZ mobiles: +64, 64 or 0, then a 2x mobile code, then 6-7 digits. AU mobiles: +61, 61 or 0, then 4 and 8 digits.
const NZ_PHONE = /^(?:\+64|64|0)2\d\d{6,7}$/;
const AU_PHONE = /^(?:\+61|61|0)4\d{8}$/;
/** Spaces, dashes, dots and brackets people type between digit groups do not count. */
export function isNzAuPhone(value: string): boolean {
  const compact = value.replace(/[\s\-.()]/g, '');
  return NZ_PHONE.test(compact) || AU_PHONE.test(compact);
}

const LINKEDIN = /^(?:https?:\/\/)?(?:www\.)?linkedin\.com\/in\/[^\s/?#]+/i;
export const isLinkedInProfile = (value: string) => LINKEDIN.test(value.trim());

/** Months are 'YYYY-MM' (the wizard's month/year pickers); a day part is tolerated and ignored. */
const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])(?:-\d{2})?$/;
export const monthKey = (value: string) => value.slice(0, 7);

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max);
/** Optional free text: '' and null both mean "not given". */
const optionalText = (max: number) => z.string().trim().max(max).nullish();

const hasDuplicates = (values: string[]) =>
  new Set(values.map((v) => v.toLocaleLowerCase('en-NZ'))).size !== values.length;

export const ResumeExperience = z
  .object({
    company: required('Company is required', 200),
    position: required('Role is required', 200),
    location: required('Location is required', 200),
    description: required('Responsibilities are required', 5000),
    start_date: z.string({ error: 'Start date is required' }).regex(MONTH, 'Start date is required'),
    /** null = currently working here; '' = not chosen yet. */
    end_date: z
      .string({ error: 'End date is required unless currently working' })
      .regex(MONTH, 'End date is required unless currently working')
      .nullable(),
  })
  .refine((e) => e.end_date === null || monthKey(e.end_date) >= monthKey(e.start_date), {
    message: 'End date must not be before the start date',
    path: ['end_date'],
  });
export type ResumeExperience = z.infer<typeof ResumeExperience>;

const gradMessage = 'Graduation date is required';
export const ResumeEducation = z.object({
  institution: required('University name is required', 200),
  degree: required('Specialization is required', 200),
  graduation_month: z.number({ error: gradMessage }).int().min(1, gradMessage).max(12, gradMessage),
  graduation_year: z.number({ error: gradMessage }).int().min(1900, gradMessage).max(2100, gradMessage),
});
export type ResumeEducation = z.infer<typeof ResumeEducation>;

const tagList = (label: string, max: number) =>
  z
    .array(z.string().trim().min(1, `${label} must not be blank`).max(60))
    .max(max, `At most ${max} ${label.toLowerCase()}s`)
    .refine((values) => !hasDuplicates(values), `${label}s must not repeat`);

export const ResumeSkills = tagList('Skill', 50).refine((s) => s.length > 0, 'Add at least one skill.');
export const ResumeLanguages = tagList('Language', 20);

/**
 * Work rights in one country (issue 22 item 5, decision 0174): a citizen or resident, a visa with
 * work rights (and when it ends), someone who needs sponsorship, or no right to work there.
 */
export const WORK_RIGHT_STATUSES = ['citizen_or_resident', 'visa', 'needs_sponsorship', 'no_right'] as const;
export const WorkRightStatus = z.enum(WORK_RIGHT_STATUSES);
export type WorkRightStatus = z.infer<typeof WorkRightStatus>;
export const WORK_RIGHT_LABELS: Record<WorkRightStatus, string> = {
  citizen_or_resident: 'Citizen or resident',
  visa: 'Visa with work rights',
  needs_sponsorship: 'Needs sponsorship',
  no_right: 'No right to work',
};
/** One country's answer as stored and read back. */
export const WorkRightShape = z.object({
  status: WorkRightStatus,
  /** YYYY-MM-DD: the last day of the visa; null unless status is visa. */
  visa_expires_on: z.string().nullable(),
});
export type WorkRight = z.infer<typeof WorkRightShape>;
/** One country's answer as the wizard sends it: a visa needs its expiry date. */
export const WorkRightInput = z
  .object({ status: WorkRightStatus, visa_expires_on: z.iso.date('Enter a date').nullish() })
  .superRefine((r, ctx) => {
    if (r.status === 'visa' && !r.visa_expires_on)
      ctx.addIssue({ code: 'custom', path: ['visa_expires_on'], message: 'Visa expiry date is required' });
  });
/** Both countries of the board, as read back: null for a country not answered. */
export const WorkRights = z.object({ nz: WorkRightShape.nullable(), au: WorkRightShape.nullable() });
export type WorkRights = z.infer<typeof WorkRights>;
/** As sent: the wizard answers both; another client may leave one out (null). */
export const WorkRightsInput = z.object({ nz: WorkRightInput.nullable(), au: WorkRightInput.nullable() });

/**
 * Whether a country's answer lets the person work there on `today` (YYYY-MM-DD): a citizen or
 * resident, or a visa not yet ended.
 */
export function canWorkWith(right: WorkRight | null, today: string): boolean {
  if (!right) return false;
  if (right.status === 'citizen_or_resident') return true;
  return right.status === 'visa' && (!right.visa_expires_on || right.visa_expires_on >= today);
}

/** Step 1 of the wizard (Personal Details). */
export const ResumePersonal = z.object({
  first_name: required('First name is required', 100),
  last_name: required('Last name is required', 100),
  email: required('Email is required', 254).regex(z.regexes.email, 'Invalid email'),
  phone: optionalText(30).refine((v) => !v || isNzAuPhone(v), PHONE_MESSAGE),
  linkedin_profile: optionalText(300).refine((v) => !v || isLinkedInProfile(v), LINKEDIN_MESSAGE),
  // Ids are PostgreSQL integers: a bigger number must be a 400 here, not an overflow in the database.
  country_id: z
    .number({ error: 'Country is required' })
    .int()
    .positive('Country is required')
    .max(PG_INT_MAX),
  region_id: z.number().int().positive().max(PG_INT_MAX).nullish(),
  city_id: z.number({ error: 'City is required' }).int().positive('City is required').max(PG_INT_MAX),
  /** For each of New Zealand and Australia (decision 0174); the wizard asks both. */
  work_rights: WorkRightsInput.optional(),
  /**
   * The earlier single question, still taken from clients that do not send work_rights
   * (decision 0174); with work_rights it is derived and this value is ignored.
   */
  eligible_to_work_in_nz: z.boolean({ error: 'Required' }).optional(),
});

/** The text fields sent with a file to employees/resumes.file.insert (multipart, decision 0221). */
export const ResumeFileFields = ResumePersonal.pick({
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
});
export type ResumeFileFields = z.infer<typeof ResumeFileFields>;

/** Both countries answered: what the wizard asks (decision 0174). */
export const WorkRightsAnswered = z.object({
  nz: WorkRightInput.nullable().refine((v) => v !== null, 'Required'),
  au: WorkRightInput.nullable().refine((v) => v !== null, 'Required'),
});
/** The wizard's Personal Details: work rights in both countries are required there. */
export const ResumeWizardPersonal = ResumePersonal.extend({ work_rights: WorkRightsAnswered });

/** Everything the wizard sends (insert; update adds the id). */
export const ResumeInput = ResumePersonal.extend({
  experience: z.array(ResumeExperience).max(30),
  education: z.array(ResumeEducation).max(20),
  skills: ResumeSkills,
  languages: ResumeLanguages.default([]),
  summary: optionalText(SUMMARY_MAX + 1000).refine(
    (v) => !v || v.length <= SUMMARY_MAX,
    `Summary must be at most ${SUMMARY_MAX} characters`,
  ),
  /** Unset: a new resume gets DEFAULT_RESUME_VISIBILITY, an update keeps what it had. */
  visibility: ResumeVisibility.optional(),
});
export type ResumeInput = z.input<typeof ResumeInput>;
/** The wizard's whole form: ResumeInput with both countries' work rights required. */
export const ResumeWizardInput = ResumeInput.extend({ work_rights: WorkRightsAnswered });
export type ResumeInputParsed = z.output<typeof ResumeInput>;

/** Answer of resumes.insert and resumes.update. */
export const ResumeSaved = z.object({ ok: z.literal(true), id: Uuid });
export type ResumeSaved = z.infer<typeof ResumeSaved>;

/** docs/decisions/0120: found in search, contact details only for companies the person applied to. */
export const DEFAULT_RESUME_VISIBILITY: ResumeVisibility = 'limited';

/** Set as Active and the visibility picker on /resumes: `{ id, is_active }`, `{ id, visibility }` or both. */
export const ResumeSettingsBody = z
  .object({
    id: Uuid,
    is_active: z.boolean().optional(),
    visibility: ResumeVisibility.optional(),
    // A body with the wizard's fields is a full update: failing here on its type lets the union
    // answer with the full update's own messages ('Add at least one skill.').
    first_name: z.never().optional(),
  })
  .strict();
export const ResumeFullUpdateBody = ResumeInput.extend({ id: Uuid, is_active: z.boolean().optional() });
/** resumes.update takes the full resume with its id, or only its settings (Set as Active, visibility). */
export const ResumeUpdateBody = z.union([ResumeSettingsBody, ResumeFullUpdateBody]);
export type ResumeUpdateBody = z.infer<typeof ResumeUpdateBody>;

/**
 * The wire has one full_name; the wizard asks for first and last name. full_name is
 * "first last"; reading back, the last word is the last name (docs/decisions/0060).
 */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return { first_name: words[0] ?? '', last_name: '' };
  return { first_name: words.slice(0, -1).join(' '), last_name: words.at(-1) ?? '' };
}
export const joinFullName = (first: string, last: string) => `${first.trim()} ${last.trim()}`.trim();

export const Resume = z.object({
  id: Uuid,
  user_id: Uuid,
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null only when contact_hidden. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedin_profile: z.string().nullable(),
  country_id: z.number().nullable(),
  region_id: z.number().nullable(),
  city_id: z.number().nullable(),
  country_name: z.string().nullable(),
  region_name: z.string().nullable(),
  city_name: z.string().nullable(),
  /** Derived from work_rights.nz (decision 0174); the earlier answer where none is stated. */
  eligible_to_work_in_nz: z.boolean(),
  /** Null for a country the person has not answered (resumes made before decision 0174). */
  work_rights: WorkRights,
  summary: z.string().nullable(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  experience: z.array(
    z.object({
      company: z.string(),
      position: z.string(),
      location: z.string(),
      start_date: z.string(),
      end_date: z.string().nullable(),
      description: z.string(),
    }),
  ),
  education: z.array(
    z.object({
      institution: z.string(),
      degree: z.string(),
      graduation_month: z.number(),
      graduation_year: z.number(),
    }),
  ),
  is_active: z.boolean(),
  visibility: ResumeVisibility,
  /**
   * True when an employer reads a Limited resume of someone who has not applied to them: email,
   * phone and linkedin_profile are then null.
   */
  contact_hidden: z.boolean(),
  /** A file resume's PDF or Word file (decision 0221); null for a resume built in the wizard. */
  file: ResumeFile.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Resume = z.infer<typeof Resume>;

export const ResumeSortBy = z.enum(['relevance', 'created_desc']);
export type ResumeSortBy = z.infer<typeof ResumeSortBy>;

const toArray = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** GET /api/v1/employers/resumes.search query string. */
export const ResumeSearchQuery = z.object({
  q: z.string().trim().max(200).optional(),
  exclude: z
    .union([z.string().max(100), z.array(z.string().max(100)).max(20)])
    .optional()
    .transform((v) =>
      toArray(v)
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  country_id: RefId.optional(),
  region_id: RefId.optional(),
  city_id: RefId.optional(),
  eligible_to_work_in_nz: QueryBool.optional(),
  /** Only people who can work there now: citizens or residents, or a visa not yet ended (0174). */
  can_work_in: z.enum(['nz', 'au']).optional(),
  sort_by: ResumeSortBy.default('relevance'),
  next_cursor: z.string().max(500).optional(),
});
export type ResumeSearchQuery = z.input<typeof ResumeSearchQuery>;

/**
 * What a search result card shows. Never e-mail, phone or LinkedIn: contact details appear only
 * when a resume is opened, which is counted and shown to the person (decision 0187).
 */
export const ResumeSearchItem = z.object({
  id: Uuid,
  user_id: Uuid,
  full_name: z.string(),
  /** The latest position held (current first), or null. */
  headline: z.string().nullable(),
  city_name: z.string().nullable(),
  region_name: z.string().nullable(),
  country_name: z.string().nullable(),
  eligible_to_work_in_nz: z.boolean(),
  work_rights: WorkRights,
  skills: z.array(z.string()),
  skills_count: z.number().int(),
  /** Opening this resume will not show contact details either (a Limited resume of someone who has not applied). */
  contact_hidden: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ResumeSearchItem = z.infer<typeof ResumeSearchItem>;

/**
 * Work rights as a resume reads (decision 0174), one line per answered country: "New Zealand:
 * Visa with work rights until 30 Jun 2030". A resume from before, with no New Zealand answer,
 * keeps its earlier eligibility line. `day` formats a YYYY-MM-DD date.
 */
export function workRightLines(
  resume: Pick<Resume, 'work_rights' | 'eligible_to_work_in_nz'>,
  day: (date: string) => string,
): string[] {
  const line = (name: string, r: WorkRight | null) =>
    r
      ? `${name}: ${WORK_RIGHT_LABELS[r.status]}${r.visa_expires_on ? ` until ${day(r.visa_expires_on)}` : ''}`
      : null;
  const nz =
    line('New Zealand', resume.work_rights.nz) ??
    (resume.eligible_to_work_in_nz
      ? 'Eligible to work in New Zealand'
      : 'Not yet eligible to work in New Zealand');
  return [nz, line('Australia', resume.work_rights.au)].filter((l): l is string => l !== null);
}

/** total_count is exact up to RESUME_COUNT_CAP; at the cap it means "at least". */
export const RESUME_COUNT_CAP = 10_000;
export const ResumeSearchResult = z.object({
  items: z.array(ResumeSearchItem),
  total_count: z.number().int(),
  next_cursor: Cursor,
});
export type ResumeSearchResult = z.infer<typeof ResumeSearchResult>;

/** One company that read the seeker's resumes ("Companies that viewed your resume" on /resumes). */
export const ResumeViewerCompany = z.object({
  company_id: Uuid,
  company_name: z.string(),
  logo_url: z.string().nullable(),
  views: z.number().int(),
  downloads: z.number().int(),
  first_viewed_at: Timestamp,
  last_viewed_at: Timestamp,
});
export type ResumeViewerCompany = z.infer<typeof ResumeViewerCompany>;
