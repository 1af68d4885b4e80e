import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  joinFullName,
  RESUME_FILE_TYPE_MESSAGE,
  type Resume,
  type ResumeFileFields,
  type ResumeFileKind,
  type ResumeVisibility,
} from '@fitjobs/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { applications, resumes } from '../../db/schema/index.ts';
import type { ResumeFileDoc } from '../../db/schema/seeker.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { MultipartFile } from '../../http/multipart.ts';
import { contentTypeOf, resumeFileKind } from './resume-file-check.ts';
import { resumeContentDisposition, sendResumePdf } from './resume-pdf.tsx';
import * as repo from './resumes.repo.ts';

/** Where resume files live: DATA_DIR/resume-files, never served by a public URL. */
const filesDir = (app: FastifyInstance) => path.join(app.config.dataDir, 'resume-files');
const KEY = /^[0-9a-f-]{36}\.(?:pdf|docx)$/;

/** The uploaded name, without folders or control characters, ending in the type it really is. */
function displayName(given: string, kind: ResumeFileKind): string {
  const base = path
    .basename(given.replaceAll('\\', '/'))
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  const name = (base || 'resume').slice(0, 150);
  return name.toLowerCase().endsWith(`.${kind}`) ? name : `${name}.${kind}`;
}

/**
 * A resume uploaded as a file (decision 0221): checked by content, stored under a random name,
 * then its row. It is Hidden (nothing in a file is searched) and inactive like every new resume.
 */
export async function createFileResume(
  app: FastifyInstance,
  userId: string,
  file: MultipartFile,
  fields: ResumeFileFields,
): Promise<string> {
  const kind = resumeFileKind(file.data);
  if (!kind) throw badRequest(RESUME_FILE_TYPE_MESSAGE, 'unsupported_file_type');
  const doc: ResumeFileDoc = {
    key: `${randomUUID()}.${kind}`,
    name: displayName(file.fileName, kind),
    content_type: contentTypeOf(kind),
    size: file.data.length,
  };
  await mkdir(filesDir(app), { recursive: true });
  await writeFile(path.join(filesDir(app), doc.key), file.data, { flag: 'wx' });
  try {
    return await repo.insertResume(
      app.db,
      userId,
      {
        fullName: joinFullName(fields.first_name, fields.last_name),
        email: fields.email,
        phone: fields.phone ? fields.phone : null,
        visibility: 'hidden',
        file: doc,
      },
      app.clock.now(),
    );
  } catch (err) {
    await unlink(path.join(filesDir(app), doc.key)).catch(() => undefined);
    throw err;
  }
}

/** Sends a stored resume file as a download, under the name it was uploaded with. */
export async function sendResumeFile(
  app: FastifyInstance,
  reply: FastifyReply,
  file: { key: string; name: string; content_type: string },
) {
  const data = KEY.test(file.key)
    ? await readFile(path.join(filesDir(app), file.key)).catch(() => null)
    : null;
  if (!data) throw notFound('This candidate has not uploaded a resume yet.');
  return reply
    .header('content-type', file.content_type)
    .header('content-disposition', resumeContentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(data);
}

/** The stored names among `keys` that no application holds. */
async function unheldKeys(db: DbOrTx, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const held = await db
    .selectDistinct({ key: applications.resumeFileKey })
    .from(applications)
    .where(inArray(applications.resumeFileKey, keys));
  const heldKeys = new Set(held.map((h) => h.key));
  return keys.filter((k) => !heldKeys.has(k));
}

/** The stored names of a person's file resumes (their account closing: removeResumeFiles after). */
export async function resumeFileKeysOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: sql<string>`${resumes.file}->>'key'` })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), isNotNull(resumes.file)));
  return rows.map((r) => r.key);
}

/**
 * Removes stored files after the rows that named them are gone. A file an application still
 * holds stays: the employer downloads what was sent. Runs after the commit: a file left behind
 * is harmless, a row without its file answers 404.
 */
export async function removeResumeFiles(app: FastifyInstance, keys: string[]) {
  const unheld = await unheldKeys(app.db, keys);
  await Promise.all(
    unheld.filter((k) => KEY.test(k)).map((k) => unlink(path.join(filesDir(app), k)).catch(() => undefined)),
  );
}

/** The download of any resume: a file resume's own file, a built one rendered as a PDF. */
export function sendResume(
  app: FastifyInstance,
  reply: FastifyReply,
  resume: Resume,
  file: ResumeFileDoc | null,
) {
  return file ? sendResumeFile(app, reply, file) : sendResumePdf(reply, resume);
}

/**
 * What a file resume refuses (decision 0221): the wizard's fields (its content is the file) and
 * being found in resume search (nothing in a file is searched). Set as Active is fine.
 */
export async function assertChangeAllowed(
  db: DbOrTx,
  userId: string,
  id: string,
  change: { full: boolean; visibility?: ResumeVisibility | undefined },
) {
  const own = await repo.findOwnResume(db, userId, id);
  if (!own) throw notFound('Resume not found');
  if (!own.file) return;
  if (change.full) {
    throw conflict(
      'A resume file cannot be edited here: upload a new file, or build a resume',
      'file_resume',
    );
  }
  if (change.visibility && change.visibility !== 'hidden') {
    throw conflict(
      'A resume file is not shown in resume search: build a resume to be found there',
      'file_resume',
    );
  }
}
