import { boardToday } from '@fitjobs/contract';
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

export function applicantsCsv(rows: EmployerApplicationRow[], publicUrl: string): string {
  const lines = [CSV_HEADER.join(',')];
  for (const r of rows) {
    const contact = exportedContact(r);
    lines.push(
      [
        r.resumeFullName ?? r.userName,
        contact.email,
        contact.phone,
        r.status,
        boardToday(r.createdAt),
        r.rating,
        r.lastNote,
        r.resumeId ? `${publicUrl}/resumes/${r.resumeId}` : null,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  // A byte-order mark so Excel reads the UTF-8 (macrons in Māori names) correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
