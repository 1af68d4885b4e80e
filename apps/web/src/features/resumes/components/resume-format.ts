import { fileSizeText, RESUME_FILE_TYPES, type Resume, type ResumeFile } from '@fitjobs/contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' (or 'YYYY-MM-DD') as 'Mar 2024'. */
export function formatMonth(value: string): string {
  const [year, month] = value.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`.trim();
}

/** The position held last: a current one first, otherwise the latest start. */
export function latestPosition(
  experience: { position: string; start_date: string; end_date: string | null }[],
) {
  const sorted = [...experience].sort((a, b) => {
    if ((a.end_date === null) !== (b.end_date === null)) return a.end_date === null ? -1 : 1;
    return b.start_date.slice(0, 7).localeCompare(a.start_date.slice(0, 7));
  });
  return sorted[0]?.position ?? null;
}

/** What the download button of a resume says: a Word file is not a PDF. */
export function downloadLabel(resume: Pick<Resume, 'file'>): string {
  return resume.file?.content_type === RESUME_FILE_TYPES.docx ? 'Download Word file' : 'Download PDF';
}

/** "PDF file · 240 KB" for a file resume. */
export function fileSummary(file: ResumeFile): string {
  const kind = file.content_type === RESUME_FILE_TYPES.docx ? 'Word file' : 'PDF file';
  return `${kind} · ${fileSizeText(file.size)}`;
}
