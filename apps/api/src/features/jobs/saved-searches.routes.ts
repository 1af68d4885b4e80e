import {
  item,
  list,
  Ok,
  SavedSearch,
  SavedSearchDeleteBody,
  SavedSearchInsertBody,
  SavedSearchSeenBody,
  SavedSearchUpdateBody,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { alertDay } from '../../schedules/alerts.ts';
import { savedSearchName } from './saved-search-name.ts';
import * as repo from './saved-searches.repo.ts';

/** Enough for anyone; keeps one account from making the daily alert run unbounded. */
export const MAX_SAVED_SEARCHES = 50;

const UnsubscribeQuery = z.object({ token: z.string().min(1).max(200) });

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | FitJobs</title></head>
<body style="font-family:system-ui,sans-serif;max-width:560px;margin:64px auto;padding:0 16px">
<h1 style="font-size:24px">${title}</h1><p>${body}</p><p><a href="/saved-searches">Manage saved searches</a></p>
</body></html>`;

/** Saved searches and their e-mail alerts (spec part 1, "Saved screens"). */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const employee = app.requireRole('employee');

  app.post(
    '/api/v1/jobs/search.insert',
    { schema: { body: SavedSearchInsertBody, response: { 200: item(SavedSearch) } }, preHandler: employee },
    async (req) => {
      const user = currentUser(req);
      if ((await repo.countSavedSearches(app.db, user.id)) >= MAX_SAVED_SEARCHES) {
        throw conflict(
          `You can keep at most ${MAX_SAVED_SEARCHES} saved searches`,
          'too_many_saved_searches',
        );
      }
      const now = app.clock.now();
      const saved = await repo.insertSavedSearch(app.db, {
        userId: user.id,
        name: savedSearchName(req.body.search_params, await repo.placeName(app.db, req.body.search_params)),
        searchParams: req.body.search_params,
        queryString: req.body.query_string.replace(/^\?/, ''),
        notifyByEmail: req.body.notify_by_email,
        frequency: req.body.frequency,
        now,
        alertedOn: alertDay(now),
      });
      return { item: saved };
    },
  );

  app.post(
    '/api/v1/jobs/search.list',
    { schema: { response: { 200: list(SavedSearch) } }, preHandler: employee },
    async (req) => ({ items: await repo.listSavedSearches(app.db, currentUser(req).id, app.clock.now()) }),
  );

  // Opening a search from Saved searches: its "N new since you last looked" starts again (0207).
  app.post(
    '/api/v1/jobs/search.seen',
    { schema: { body: SavedSearchSeenBody, response: { 200: Ok } }, preHandler: employee },
    async (req) => {
      if (!(await repo.markSavedSearchSeen(app.db, currentUser(req).id, req.body.id, app.clock.now()))) {
        throw notFound('Saved search not found');
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/jobs/search.update',
    { schema: { body: SavedSearchUpdateBody, response: { 200: Ok } }, preHandler: employee },
    async (req) => {
      const updated = await repo.updateSavedSearch(app.db, currentUser(req).id, req.body.id, {
        name: req.body.name,
        notifyByEmail: req.body.notify_by_email,
        frequency: req.body.frequency,
      });
      if (!updated) throw notFound('Saved search not found');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/jobs/search.delete',
    { schema: { body: SavedSearchDeleteBody, response: { 200: Ok } }, preHandler: employee },
    async (req) => {
      await repo.deleteSavedSearches(app.db, currentUser(req).id, req.body.ids);
      return { ok: true as const };
    },
  );

  // The link in alert e-mails: works without signing in (the token is the credential). POST is
  // the one-click form mail clients use with List-Unsubscribe-Post.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/v1/jobs/search.unsubscribe',
      schema: { querystring: UnsubscribeQuery, hide: method === 'POST' },
      config: {
        answers: {
          200: { type: 'text/html', description: 'A page saying the alert is off' },
          404: { type: 'text/html', description: 'A page saying the link is not valid' },
        },
      },
      handler: async (req, reply) => {
        const done = await repo.unsubscribeByToken(app.db, req.query.token);
        reply.type('text/html; charset=utf-8').status(done ? 200 : 404);
        return done
          ? page('You are unsubscribed', 'You will no longer receive new-job e-mails for this saved search.')
          : page(
              'Link not valid',
              'This unsubscribe link is not valid any more. The saved search may have been deleted.',
            );
      },
    });
  }
};
