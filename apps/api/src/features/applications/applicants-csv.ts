import { boardToday, mustHaveResult, type ScreeningAnswer, type ScreeningQuestion } from '@fitjobs/contract';
import type { EmployerApplicationRow } from './applications.repo.ts';

/** Columns of the applicants export, in order. */
export const CSV_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Status',
  'Applied',
  'Rating',
  'Last note',
  'Resume',
] as const;

/**
 * The contact details a company gets in the export. Today every applicant's contact details are
 * visible to the company they applied to (the applicant view shows the e-mail), and resume
 * visibility (Searchable / Limited / Hidden) keeps that: Limited shows contact to companies the
 * person applied to. This is the one place to narrow it.
 */
export function exportedContact(
  row: Pick<EmployerApplicationRow, 'resumeEmail' | 'userEmail' | 'resumePhone'>,
) {
  return { email: row.resumeEmail ?? row.userEmail, phone: row.resumePhone };
}

/**
 * A cell a spreadsheet reads as text: a leading =, +, -, @ (or tab / carriage return, which
 * some spreadsheets skip before a formula, or ;) gets a quote in front (OWASP "CSV injection"),
 * then the usual CSV quoting. A ; anywhere is quoted too: a spreadsheet set to split on ; (as
 * many outside NZ and AU are) would otherwise start a new cell there, and that cell could be a
 * formula (decision 0183).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r;]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A phone number as text a spreadsheet keeps as written: `="022 774 0369"`, so Excel and
 * LibreOffice keep the leading zero and the + (a bare 0227740369 becomes 227740369). Only a
 * value made of digits, spaces, +, -, ( and ) gets the formula, so it is always a string
 * literal and nothing else; anything else goes through csvCell.
 */
export function phoneCell(phone: string | null | undefined): string {
  // The CSV quoting of ="…": the cell's quotes doubled inside quotes.
  if (phone && /^[0-9+() -]{1,40}$/.test(phone)) return `"=""${phone}"""`;
  return csvCell(phone);
}

/** "Meets all", "Misses 2 of 5", or empty for a job without must-haves (as the applicant list says). */
export function mustHaveCell(questions: readonly ScreeningQuestion[], answers: readonly ScreeningAnswer[]) {
  const result = mustHaveResult(questions, answers);
  if (result.total === 0) return '';
  return result.meets ? 'Meets all' : `Misses ${result.missed} of ${result.total}`;
}

const answerText = (answer: ScreeningAnswer | undefined) =>
  answer === undefined
    ? null
    : answer.kind === 'yes_no'
      ? answer.value === 'yes'
        ? 'Yes'
        : 'No'
      : answer.value;

/**
 * The applicants of one job: the fixed columns, then "Must-haves" and one column per screening
 * question the job asks now (its text as the header), each applicant's answer under it.
 */
export function applicantsCsv(
  rows: EmployerApplicationRow[],
  publicUrl: string,
  questions: readonly ScreeningQuestion[] = [],
): string {
  const asked = questions.length > 0;
  const header = [...CSV_HEADER, ...(asked ? ['Must-haves', ...questions.map((q) => q.text)] : [])];
  const lines = [header.map(csvCell).join(',')];
  for (const r of rows) {
    const contact = exportedContact(r);
    const byId = new Map(r.screeningAnswers.map((a) => [a.question_id, a]));
    const answers = asked
      ? [mustHaveCell(questions, r.screeningAnswers), ...questions.map((q) => answerText(byId.get(q.id)))]
      : [];
    lines.push(
      [
        csvCell(r.resumeFullName ?? r.userName),
        csvCell(contact.email),
        phoneCell(contact.phone),
        ...[
          r.status,
          boardToday(r.createdAt),
          r.rating,
          r.lastNote,
          r.resumeId ? `${publicUrl}/resumes/${r.resumeId}` : null,
          ...answers,
        ].map(csvCell),
      ].join(','),
    );
  }
  // A byte-order mark so Excel reads the UTF-8 (macrons in Māori names) correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
