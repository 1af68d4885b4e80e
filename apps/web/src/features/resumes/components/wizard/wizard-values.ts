import {
  DEFAULT_RESUME_VISIBILITY,
  type Resume,
  ResumeEducation,
  ResumeExperience,
  type ResumeInput,
  ResumeSkills,
  ResumeWizardPersonal,
  SUMMARY_MAX,
  type WorkRightStatus,
} from '@fitjobs/contract';
import { z } from 'zod';

/** The wizard's form values: ResumeInput with "not chosen yet" (null) where a choice is required. */
export type WizardValues = Omit<ResumeInput, 'country_id' | 'city_id' | 'work_rights' | 'education'> & {
  country_id: number | null;
  city_id: number | null;
  /** Each country's answer, null until chosen (decision 0174). */
  work_rights: { nz: WizardWorkRight | null; au: WizardWorkRight | null };
  education: {
    institution: string;
    degree: string;
    graduation_month: number | null;
    graduation_year: number | null;
  }[];
};

export interface WizardWorkRight {
  status: WorkRightStatus;
  visa_expires_on: string | null;
}

export const STEPS = [
  'Personal Details',
  'Work Experience',
  'Education',
  'Skills & Languages',
  'Personal Summary',
  'Done',
];
export const DONE_STEP = STEPS.length - 1;

/** Each step is valid when its part of the contract's schema is (the same rules the server applies). */
export function stepIsValid(step: number, v: WizardValues): boolean {
  switch (step) {
    case 0:
      return ResumeWizardPersonal.safeParse(v).success;
    case 1:
      return z.array(ResumeExperience).safeParse(v.experience).success;
    case 2:
      return z.array(ResumeEducation).safeParse(v.education).success;
    case 3:
      return ResumeSkills.safeParse(v.skills).success;
    case 4:
      return (v.summary ?? '').trim().length <= SUMMARY_MAX;
    default:
      return true;
  }
}

/** The form fields of each step, for trigger() when a step is shown again. */
export const STEP_FIELDS: (keyof WizardValues)[][] = [
  ['first_name', 'last_name', 'email', 'phone', 'linkedin_profile', 'country_id', 'city_id', 'work_rights'],
  ['experience'],
  ['education'],
  ['skills', 'languages'],
  ['summary', 'visibility'],
];

export const emptyValues = (): WizardValues => ({
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  linkedin_profile: '',
  country_id: null,
  region_id: null,
  city_id: null,
  work_rights: { nz: null, au: null },
  experience: [],
  education: [],
  skills: [],
  languages: [],
  summary: '',
  visibility: DEFAULT_RESUME_VISIBILITY,
});

export const emptyExperience = (): WizardValues['experience'][number] => ({
  company: '',
  position: '',
  location: '',
  description: '',
  start_date: '',
  end_date: '',
});

export const emptyEducation = (): WizardValues['education'][number] => ({
  institution: '',
  degree: '',
  graduation_month: null,
  graduation_year: null,
});

export function fromResume(r: Resume): WizardValues {
  return {
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email ?? '',
    phone: r.phone ?? '',
    linkedin_profile: r.linkedin_profile ?? '',
    country_id: r.country_id,
    region_id: r.region_id,
    city_id: r.city_id,
    // A resume from before decision 0174 has no answers yet: the wizard asks for them.
    work_rights: r.work_rights,
    experience: r.experience.map((e) => ({
      ...e,
      start_date: e.start_date.slice(0, 7),
      end_date: e.end_date?.slice(0, 7) ?? null,
    })),
    education: r.education,
    skills: r.skills,
    languages: r.languages,
    summary: r.summary ?? '',
    visibility: r.visibility,
  };
}

/** Progress kept in local storage until a successful save (spec: "Resume wizard"). */
export const draftKey = (id: string | undefined) => `resume-wizard:${id ?? 'new'}`;
const Draft = z.object({
  step: z
    .number()
    .int()
    .min(0)
    .max(DONE_STEP - 1),
  values: z.record(z.string(), z.unknown()),
});

export function readDraft(id: string | undefined): { step: number; values: WizardValues } | null {
  try {
    const raw = localStorage.getItem(draftKey(id));
    if (!raw) return null;
    const draft = Draft.parse(JSON.parse(raw));
    return { step: draft.step, values: { ...emptyValues(), ...(draft.values as Partial<WizardValues>) } };
  } catch {
    return null;
  }
}
export const writeDraft = (id: string | undefined, step: number, values: WizardValues) =>
  localStorage.setItem(draftKey(id), JSON.stringify({ step, values }));
export const clearDraft = (id: string | undefined) => localStorage.removeItem(draftKey(id));

export const SKILL_SUGGESTIONS = [
  'Communication',
  'Teamwork',
  'Problem solving',
  'Customer service',
  'Time management',
  'Leadership',
  'Microsoft Excel',
  'Project management',
  'Data analysis',
  'Sales',
  'JavaScript',
  'Python',
  'SQL',
  'Attention to detail',
];
export const LANGUAGE_SUGGESTIONS = [
  'English',
  'Te reo Māori',
  'Mandarin',
  'Hindi',
  'Samoan',
  'Tongan',
  'Spanish',
  'French',
];

export const MONTH_OPTIONS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, i) => ({ value: String(i + 1).padStart(2, '0'), label }));

/** The current year back 60 years: 61 values (spec part 2, section 5). */
export function yearOptions(now = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: 61 }, (_, i) => String(year - i));
}
