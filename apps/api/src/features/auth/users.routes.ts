import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { Ok, User, UserUpdateBody } from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { removeResumeFiles } from '../resumes/resume-files.service.ts';
import { closeAccount, findUser, ownsAvatarUpload, type UserRow, updateUser } from './users.repo.ts';

const toUser = (row: UserRow): User => ({
  id: row.id,
  full_name: row.fullName,
  email: row.email,
  avatar_url: row.avatarUrl,
  role: row.role,
});

/** Our own upload URLs only: '/uploads/<uuid>.<ext>'. */
const AVATAR_URL = /^\/uploads\/([0-9a-f-]{36}\.(?:png|jpg|webp))$/;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/users.get',
    { schema: { response: { 200: User } }, preHandler: app.requireAuth },
    async (req) => {
      const row = await findUser(app.db, currentUser(req).id);
      if (!row) throw notFound('User not found');
      return toUser(row);
    },
  );

  app.post(
    '/api/v1/users.update',
    { schema: { body: UserUpdateBody, response: { 200: User } }, preHandler: app.requireAuth },
    async (req) => {
      const me = currentUser(req);
      const { name, avatar_url } = req.body;
      if (avatar_url) {
        const fileName = AVATAR_URL.exec(avatar_url)?.[1];
        if (!fileName || !(await ownsAvatarUpload(app.db, me.id, fileName))) {
          throw badRequest('avatar_url must be an image you uploaded', 'invalid_avatar');
        }
      }
      await updateUser(app.db, me.id, {
        ...(name !== undefined && { fullName: name }),
        ...(avatar_url !== undefined && { avatarUrl: avatar_url }),
      });
      const row = await findUser(app.db, me.id);
      if (!row) throw notFound('User not found');
      return toUser(row);
    },
  );

  app.post(
    '/api/v1/users.delete',
    { schema: { response: { 200: Ok } }, preHandler: app.requireAuth },
    async (req) => {
      const files = await app.db.transaction((tx) => closeAccount(tx, currentUser(req).id));
      const dir = path.join(app.config.dataDir, 'uploads');
      // After the commit: a missing file is harmless, a file without its row is never served.
      await Promise.all(files.avatars.map((f) => unlink(path.join(dir, f)).catch(() => undefined)));
      await removeResumeFiles(app, files.resumeFiles);
      req.log.info({ user: currentUser(req).id }, 'account closed');
      return { ok: true as const };
    },
  );
};
