import {
  addDays,
  boardToday,
  type EmployerJobItem,
  type JobBasicsInput,
  type JobDescriptionInput,
  type JobWriteBody,
  MAX_EXPIRY_DAYS,
  type ScreeningQuestionInput,
} from '@fitjobs/contract';

type RefKeys = 'country_id' | 'region_id' | 'city_id' | 'industry_id' | 'specialization_id';
/** The Basic Details form values (reference ids are numbers here; the wire schema coerces them). */
export type BasicsValues = Omit<JobBasicsInput, RefKeys> & Partial<Record<RefKeys, number | null>>;
export type DescriptionValues = JobDescriptionInput;
/** One screening question as the Questions step edits it (decision 0171). */
export type QuestionValues = ScreeningQuestionInput & { id: string };

export const LIST_FIELDS = [
  ['responsibilities', 'Responsibilities'],
  ['requirements', 'Requirements'],
  ['qualifications', 'Qualifications'],
  ['working_conditions', 'Work Conditions'],
  ['skills', 'Skills'],
  ['tools_and_technologies', 'Technologies'],
  ['benefits', 'Benefits'],
] as const;
export type ListField = (typeof LIST_FIELDS)[number][0];

export const emptyBasics = (now = new Date()): BasicsValues => ({
  title: '',
  salary_from: null,
  salary_to: null,
  currency: 'nzd',
  pay_type: 'annual',
  pay_note: '',
  salary_hidden: false,
  country_id: null,
  region_id: null,
  city_id: null,
  street: '',
  building: '',
  postal_code: '',
  industry_id: null,
  specialization_id: null,
  education: null,
  experience: null,
  schedule: null,
  work_format: null,
  disability_friendly: false,
  visa_sponsorship: false,
  external_id: '',
  expires_at: addDays(boardToday(now), MAX_EXPIRY_DAYS),
});

export const emptyDescription = (): DescriptionValues => ({
  summary: '',
  responsibilities: [],
  requirements: [],
  qualifications: [],
  working_conditions: [],
  skills: [],
  tools_and_technologies: [],
  benefits: [],
});

/** The wizard's values from a loaded job (edit mode). */
export function fromJob(job: EmployerJobItem): {
  basics: BasicsValues;
  description: DescriptionValues;
  questions: QuestionValues[];
} {
  return {
    basics: {
      title: job.title,
      salary_from: job.salary_from,
      salary_to: job.salary_to,
      currency: job.currency,
      pay_type: job.pay_type,
      pay_note: job.pay_note ?? '',
      salary_hidden: job.salary_hidden,
      country_id: job.country_id,
      region_id: job.region_id,
      city_id: job.city_id,
      street: job.street ?? '',
      building: job.building ?? '',
      postal_code: job.postal_code ?? '',
      industry_id: job.industry_id,
      specialization_id: job.specialization_id,
      education: job.education,
      experience: job.experience,
      schedule: job.schedule,
      work_format: job.work_format,
      disability_friendly: job.disability_friendly,
      visa_sponsorship: job.visa_sponsorship,
      external_id: job.external_id ?? '',
      expires_at: job.expires_at ? boardToday(new Date(job.expires_at)) : null,
    },
    description: { ...emptyDescription(), ...job.description },
    questions: job.questions.map((q) => ({ ...q, min_number: q.min_number ?? null })),
  };
}

/** The request body for jobs.insert / jobs.update. */
export function toPayload(
  companyId: string,
  basics: BasicsValues,
  description: DescriptionValues,
  questions: QuestionValues[],
  isDraft: boolean,
): JobWriteBody {
  const text = (v: string | null | undefined) => v?.trim() || null;
  return {
    ...basics,
    company_id: companyId,
    is_draft: isDraft,
    title: basics.title ?? '',
    currency: basics.currency ?? 'nzd',
    pay_type: basics.pay_type ?? 'annual',
    pay_note: text(basics.pay_note),
    salary_hidden: basics.salary_hidden ?? false,
    disability_friendly: basics.disability_friendly ?? false,
    visa_sponsorship: basics.visa_sponsorship ?? false,
    street: text(basics.street),
    building: text(basics.building),
    postal_code: text(basics.postal_code),
    external_id: text(basics.external_id),
    expires_at: basics.expires_at || null,
    description,
    questions: questions.map((q) => ({
      ...q,
      text: q.text.trim(),
      options: q.kind === 'choice' ? (q.options ?? []) : [],
      accepted: q.must_have && q.kind !== 'number' ? (q.accepted ?? []) : [],
      min_number: q.must_have && q.kind === 'number' ? (q.min_number ?? null) : null,
    })) as JobWriteBody['questions'],
  };
}
