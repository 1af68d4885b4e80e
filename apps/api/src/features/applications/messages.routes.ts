import {
  ApplicationMessage,
  ApplicationMessagePage,
  item,
  MessageInsertBody,
  MessagesListBody,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { toMessage } from './applications.present.ts';
import { findUserContact } from './applications.repo.ts';
import { postMessage, threadFor } from './applications.service.ts';
import { decodeCursor, pageOf } from './cursor.ts';
import { listMessages } from './messages.repo.ts';

const PAGE_SIZE = 30;

/** The chat on an application, between its applicant and its job's company. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/applications/messages.list',
    {
      schema: { body: MessagesListBody, response: { 200: ApplicationMessagePage } },
      preHandler: app.requireRole('employee', 'employer'),
    },
    async (req) => {
      const { parties } = await threadFor(app, currentUser(req), req.body.id);
      const cursor = decodeCursor(req.body.next_cursor);
      const rows = await listMessages(app.db, parties.id, parties.userId, cursor, PAGE_SIZE);
      const page = pageOf(rows, PAGE_SIZE, (r) => ({ createdAt: r.createdAt.toISOString(), id: r.id }));
      return { items: page.items.map(toMessage), next_cursor: page.next_cursor };
    },
  );

  app.post(
    '/api/v1/applications/messages.insert',
    {
      schema: { body: MessageInsertBody, response: { 200: item(ApplicationMessage) } },
      preHandler: app.requireRole('employee', 'employer'),
      // Chat is typed by people; this stops a script from flooding a thread (and the mailbox).
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      const user = currentUser(req);
      const saved = await postMessage(app, user, req.body.id, req.body.text);
      const author = await findUserContact(app.db, user.id);
      return {
        item: toMessage({
          id: saved.id,
          authorId: user.id,
          authorName: author?.fullName ?? null,
          isApplicant: saved.isApplicant,
          message: req.body.text,
          createdAt: saved.createdAt,
        }),
      };
    },
  );
};
