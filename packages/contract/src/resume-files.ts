import { z } from 'zod';

/**
 * Resume files (issue 22 item 2, decision 0221): a PDF or Word (.docx) resume uploaded instead of
 * built, at most 5 MB, recognised by its content, never by its name.
 */
export const RESUME_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_FILE_TYPE_MESSAGE = 'This file is not a PDF or Word document';
export const RESUME_FILE_SIZE_MESSAGE = 'Files up to 5 MB';

export const RESUME_FILE_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ResumeFileKind = keyof typeof RESUME_FILE_TYPES;
/** What a file input offers: the extensions and the types, for `accept`. */
export const RESUME_FILE_ACCEPT = `.pdf,.docx,${Object.values(RESUME_FILE_TYPES).join(',')}`;

/** The file of a file resume, as everyone who may read the resume sees it. */
export const ResumeFile = z.object({
  /** The name it was uploaded with (shown and used as the download's name). */
  name: z.string(),
  content_type: z.enum([RESUME_FILE_TYPES.pdf, RESUME_FILE_TYPES.docx]),
  size: z.number().int(),
});
export type ResumeFile = z.infer<typeof ResumeFile>;

/** "240 KB", "1.2 MB": a file's size as a person reads it. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
