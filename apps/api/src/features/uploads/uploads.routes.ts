import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ErrorBody,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_FILE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UploadAnswer,
  UploadFields,
} from '@fitjobs/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { type AuthUser, currentUser } from '../../http/auth.ts';
import { readMultipart } from '../../http/multipart.ts';
import { reencodeImage } from './images.ts';
import { companyExists, findUploadByFileName, insertUpload } from './uploads.repo.ts';

const FILE_NAME = /^[0-9a-f-]{36}\.(?:png|jpg|webp)$/;

/** Who may store which kind of image (spec part 1, section 6). */
async function authorise(req: FastifyRequest, user: AuthUser, fields: UploadFields): Promise<void> {
  if (fields.admin_company_id && user.role !== 'admin') throw forbidden('admin_company_id is for admins');
  if (fields.category === 'avatar') return;
  if (user.role === 'employee') throw forbidden('Only employers and admins upload company images');
  if (user.role === 'employer') {
    if (!user.activeCompanyId) throw forbidden('Create your company first');
    return;
  }
  if (!fields.admin_company_id) throw badRequest('admin_company_id is required', 'admin_company_id_required');
  if (!(await companyExists(req.server.db, fields.admin_company_id))) throw notFound('Company not found');
}

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = path.join(app.config.dataDir, 'uploads');

  app.post(
    '/api/v1/uploads.insert',
    {
      // The form's fields are read in the handler (no JSON schema shows them), so the 404 for an
      // admin_company_id that names no company is listed here.
      schema: { consumes: ['multipart/form-data'], response: { 200: UploadAnswer, 404: ErrorBody } },
      preHandler: app.requireAuth,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      const user = currentUser(req);
      const { file, fields: raw } = await readMultipart(req, {
        maxBytes: MAX_UPLOAD_BYTES,
        tooLarge: UPLOAD_TOO_LARGE_MESSAGE,
        missing: 'Please select an image file',
      });
      const parsed = UploadFields.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') ?? 'fields';
        if (field === 'content_type') throw badRequest(UNSUPPORTED_FILE_MESSAGE, 'unsupported_file_type');
        throw badRequest(`${field}: ${issue?.message ?? 'Invalid value'}`, 'validation_failed');
      }
      await authorise(req, user, parsed.data);
      const image = await reencodeImage(file.data);
      const fileName = `${randomUUID()}.${image.ext}`;
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, fileName), image.data, { flag: 'wx' });
      try {
        await insertUpload(app.db, {
          userId: user.id,
          category: parsed.data.category,
          fileName,
          contentType: image.contentType,
          size: image.data.length,
          width: image.width,
          height: image.height,
          createdAt: app.clock.now(),
        });
      } catch (err) {
        await unlink(path.join(dir, fileName)).catch(() => undefined);
        throw err;
      }
      return { public_url: `/uploads/${fileName}` };
    },
  );

  app.get<{ Params: { file: string } }>('/uploads/:file', { schema: { hide: true } }, async (req, reply) => {
    const { file } = req.params;
    if (!FILE_NAME.test(file)) throw notFound();
    const row = await findUploadByFileName(app.db, file);
    if (!row) throw notFound();
    const data = await readFile(path.join(dir, file)).catch(() => null);
    if (!data) throw notFound();
    return (
      reply
        .type(row.contentType)
        .header('x-content-type-options', 'nosniff')
        // A file name is never reused, so the bytes behind a URL never change.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data)
    );
  });
};
