import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from './app-error.ts';
import { unstorableTextAt } from './text-guard.ts';

export interface MultipartFile {
  data: Buffer;
  /** The name the client gave the file: shown to people, never used to decide what it is. */
  fileName: string;
}

/**
 * Reads a multipart/form-data body: the one 'file' part, at most `maxBytes` (413 with
 * `tooLarge` beyond), and the text fields. An empty or missing file is a 400 with `missing`.
 */
export async function readMultipart(
  req: FastifyRequest,
  limits: { maxBytes: number; tooLarge: string; missing: string },
): Promise<{ file: MultipartFile; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: MultipartFile | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: limits.maxBytes } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { data, fileName: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof req.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('file_too_large', limits.tooLarge, 413);
    }
    throw err;
  }
  if (!file || file.data.length === 0) throw badRequest(limits.missing, 'file_missing');
  // The JSON bodies' guard (text-guard.ts) never sees a multipart body: the same rule here.
  const at = unstorableTextAt({ ...fields, file_name: file.fileName });
  if (at) {
    throw badRequest(`${at.join('.')}: Text must not contain NUL characters or unpaired surrogates`);
  }
  return { file, fields };
}

/** The form's text fields through the contract's schema: the first problem as a 400. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? 'fields';
  throw badRequest(`${field}: ${issue?.message ?? 'Invalid value'}`, 'validation_failed');
}
