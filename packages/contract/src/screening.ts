import { z } from 'zod';

/**
 * Screening questions (issue 22, decision 0171): a job asks up to 8; the apply dialog asks them and
 * the answers are stored with the application as given. The accepted answers of a "must have"
 * question are the employer's: the public job carries the questions without them.
 */
export const MAX_SCREENING_QUESTIONS = 8;
export const MAX_QUESTION_OPTIONS = 10;
export const QUESTION_TEXT_MAX = 300;
export const OPTION_TEXT_MAX = 120;
/** The largest number a number question takes (years of experience and the like). */
export const NUMBER_ANSWER_MAX = 1000;

export const QuestionKind = z.enum(['yes_no', 'choice', 'number']);
export type QuestionKind = z.infer<typeof QuestionKind>;
export const YES_NO = ['yes', 'no'] as const;

/** A question's key, made by the wizard; answers name it, so it outlives edits of the text. */
export const QuestionId = z.string().regex(/^[a-z0-9_-]{1,40}$/, 'Invalid question id');

const Text = (max: number) =>
  z.string().trim().min(1, 'Write the question').max(max, `At most ${max} characters`);

/** A question as the employer writes it: yes/no, one choice of several, or a number. */
export const ScreeningQuestionShape = z.object({
  id: QuestionId,
  kind: QuestionKind,
  text: Text(QUESTION_TEXT_MAX),
  /** The choices of a 'choice' question; empty for the other kinds. */
  options: z.array(z.string().trim().min(1).max(OPTION_TEXT_MAX)).max(MAX_QUESTION_OPTIONS).default([]),
  /** An answer outside the accepted ones misses a must-have. */
  must_have: z.boolean().default(false),
  /** Accepted answers of a yes/no ('yes' or 'no') or choice question (a subset of options). */
  accepted: z.array(z.string().trim().min(1).max(OPTION_TEXT_MAX)).max(MAX_QUESTION_OPTIONS).default([]),
  /** The least accepted number of a number question (e.g. 3 years). */
  min_number: z.number().min(0).max(NUMBER_ANSWER_MAX).nullish(),
});
export type ScreeningQuestionInput = z.input<typeof ScreeningQuestionShape>;

/** The rules of one question, shared by the wizard and the server (same messages). */
export function questionProblems(
  q: z.infer<typeof ScreeningQuestionShape>,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const allowed: readonly string[] = q.kind === 'yes_no' ? YES_NO : q.kind === 'choice' ? q.options : [];
  if (q.kind === 'choice') {
    if (q.options.length < 2) problems.push({ path: 'options', message: 'Give at least two choices' });
    if (new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length)
      problems.push({ path: 'options', message: 'Each choice must be different' });
  } else if (q.options.length) {
    problems.push({ path: 'options', message: 'Only a choice question has choices' });
  }
  if (q.accepted.some((a) => !allowed.includes(a)))
    problems.push({ path: 'accepted', message: 'Accepted answers must be among the answers offered' });
  if (q.must_have) {
    if (q.kind === 'number' && q.min_number == null)
      problems.push({ path: 'min_number', message: 'Give the least accepted number' });
    if (q.kind !== 'number' && !q.accepted.length)
      problems.push({ path: 'accepted', message: 'Choose the accepted answers' });
  }
  return problems;
}

export const ScreeningQuestion = ScreeningQuestionShape.superRefine((q, ctx) => {
  for (const p of questionProblems(q)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
});
export type ScreeningQuestion = z.infer<typeof ScreeningQuestion>;

export const ScreeningQuestions = z
  .array(ScreeningQuestion)
  .max(MAX_SCREENING_QUESTIONS, `At most ${MAX_SCREENING_QUESTIONS} questions`)
  .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, 'Each question needs its own id');

/** A question as applicants (and everyone reading the job) see it: no accepted answers. */
export const PublicScreeningQuestion = z.object({
  id: z.string(),
  kind: QuestionKind,
  text: z.string(),
  options: z.array(z.string()),
});
export type PublicScreeningQuestion = z.infer<typeof PublicScreeningQuestion>;

export const toPublicQuestion = (q: ScreeningQuestion): PublicScreeningQuestion => ({
  id: q.id,
  kind: q.kind,
  text: q.text,
  options: q.options,
});

/** An answer as sent: 'yes'/'no', the text of one choice, or a number. */
export const ScreeningAnswerInput = z.object({
  question_id: QuestionId,
  value: z.union([z.string().trim().min(1).max(OPTION_TEXT_MAX), z.number().min(0).max(NUMBER_ANSWER_MAX)]),
});
export type ScreeningAnswerInput = z.infer<typeof ScreeningAnswerInput>;

/** An answer as stored with the application: the question as it was asked, and the answer. */
export const ScreeningAnswer = z.object({
  question_id: z.string(),
  kind: QuestionKind,
  question: z.string(),
  value: z.union([z.string(), z.number()]),
});
export type ScreeningAnswer = z.infer<typeof ScreeningAnswer>;

/**
 * Checks answers against the job's questions: every question answered once, in its kind, with an
 * offered value. Returns the answers to store (the question text of the moment, in the job's
 * order) or the first problem. Used by the server; the dialog's form asks the same.
 */
export function checkAnswers(
  questions: readonly PublicScreeningQuestion[],
  answers: readonly ScreeningAnswerInput[],
): { ok: true; answers: ScreeningAnswer[] } | { ok: false; message: string } {
  const byId = new Map(answers.map((a) => [a.question_id, a]));
  if (byId.size !== answers.length) return { ok: false, message: 'Each question takes one answer' };
  const known = new Set(questions.map((q) => q.id));
  if (answers.some((a) => !known.has(a.question_id)))
    return { ok: false, message: 'An answer names a question this job does not ask' };
  const stored: ScreeningAnswer[] = [];
  for (const q of questions) {
    const a = byId.get(q.id);
    if (!a) return { ok: false, message: `Answer every question: "${q.text}"` };
    const v = a.value;
    const fits =
      q.kind === 'number'
        ? typeof v === 'number'
        : typeof v === 'string' &&
          (q.kind === 'yes_no' ? (YES_NO as readonly string[]) : q.options).includes(v);
    if (!fits) return { ok: false, message: `That is not an answer to "${q.text}"` };
    stored.push({ question_id: q.id, kind: q.kind, question: q.text, value: v });
  }
  return { ok: true, answers: stored };
}

export interface MustHaveResult {
  /** True when every must-have question of the job is answered with an accepted answer. */
  meets: boolean;
  /** Must-have questions not met: answered outside the accepted answers, or not answered. */
  missed: number;
  /** Of those, the ones with no answer (a question added or changed in kind after applying). */
  unanswered: number;
  /** The job's must-have questions. */
  total: number;
}

/**
 * Whether an application's answers meet the job's must-haves, and how many it misses. The one rule
 * for the API and the web app (hire ranks applicants by it). Questions are the job's current ones,
 * answers the application's stored ones: an answer counts for the question of the same id when the
 * kind is still the same.
 */
export function mustHaveResult(
  questions: readonly Pick<ScreeningQuestion, 'id' | 'kind' | 'must_have' | 'accepted' | 'min_number'>[],
  answers: readonly Pick<ScreeningAnswer, 'question_id' | 'kind' | 'value'>[],
): MustHaveResult {
  const byId = new Map(answers.map((a) => [a.question_id, a]));
  let missed = 0;
  let unanswered = 0;
  let total = 0;
  for (const q of questions) {
    if (!q.must_have) continue;
    total += 1;
    const a = byId.get(q.id);
    if (!a || a.kind !== q.kind) {
      missed += 1;
      unanswered += 1;
      continue;
    }
    const met =
      q.kind === 'number'
        ? typeof a.value === 'number' && a.value >= (q.min_number ?? 0)
        : typeof a.value === 'string' && q.accepted.includes(a.value);
    if (!met) missed += 1;
  }
  return { meets: missed === 0, missed, unanswered, total };
}

/** Ready questions the wizard offers (issue 22); the employer may edit them or write their own. */
export const READY_QUESTIONS: readonly Omit<z.input<typeof ScreeningQuestionShape>, 'id'>[] = [
  {
    kind: 'yes_no',
    text: 'Do you have the right to work in New Zealand?',
    must_have: true,
    accepted: ['yes'],
  },
  { kind: 'yes_no', text: 'Do you have the right to work in Australia?', must_have: true, accepted: ['yes'] },
  {
    kind: 'choice',
    text: 'Which driver licence do you hold?',
    options: ['None', 'Learner', 'Restricted or provisional', 'Full car (class 1 / C)', 'Heavy vehicle'],
    must_have: false,
  },
  {
    kind: 'number',
    text: 'How many years of experience do you have in this kind of role?',
    must_have: false,
  },
  {
    kind: 'choice',
    text: 'When could you start?',
    options: ['Straight away', 'Within 2 weeks', 'Within a month', 'In more than a month'],
    must_have: false,
  },
];
