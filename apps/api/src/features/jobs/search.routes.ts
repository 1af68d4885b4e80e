import {
  Company,
  IdBody,
  item,
  JobItem,
  JobSearchFacets,
  JobSearchPage,
  JobSearchQuery,
  Uuid,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { foundOrNull } from '../../http/server-render.ts';
import { findVisibleJob } from './job-access.ts';
import { jobPageMeta } from './job-meta.ts';
import { searchJobs } from './search.repo.ts';
import { searchFacets } from './search-facets.repo.ts';
import { ScreenSamples } from './search-samples.ts';

/** Public job search and the job detail read (spec part 1, "Job search screen", "Job detail"). */
export const jobSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  // The screen's two calls read a search's first matches once (decision 0229).
  const screen = new ScreenSamples();
  app.get(
    '/api/v1/jobs/search',
    {
      schema: { querystring: JobSearchQuery, response: { 200: JobSearchPage } },
      preHandler: app.optionalAuth,
    },
    async (req) => {
      const viewerId = req.user?.role === 'employee' ? req.user.id : null;
      return app.reads.run(req, (db) =>
        searchJobs(db, req.query, { now: app.clock.now(), viewerId, screen }),
      );
    },
  );

  // The filters' counts, fetched beside the page: a page never waits for them (decision 0105).
  app.get(
    '/api/v1/jobs/facets',
    {
      schema: { querystring: JobSearchQuery, response: { 200: JobSearchFacets } },
      preHandler: app.optionalAuth,
    },
    async (req) => {
      const viewerId = req.user?.role === 'employee' ? req.user.id : null;
      return app.reads.run(req, (db) =>
        searchFacets(db, req.query, { now: app.clock.now(), viewerId, screen }),
      );
    },
  );

  app.post(
    '/api/v1/jobs.get',
    { schema: { body: IdBody, response: { 200: item(JobItem) } }, preHandler: app.optionalAuth },
    async (req) => {
      const job = await app.reads.run(req, (db) => findVisibleJob(db, req.body.id, req.user));
      if (!job) throw notFound('Job not found');
      return { item: job };
    },
  );

  app.pageMeta.push({
    // Any id: one that is no UUID names no job, and answers 404 like an unknown one (issue 25).
    pattern: /^\/jobs\/([^/]+)$/,
    // Read through the API, as the page's drawing reads the same two (decision 0231).
    resolve: async (match, _req, call) => {
      const id = match[1] ?? '';
      if (!Uuid.safeParse(id).success) return null;
      const job = (await foundOrNull(call('POST', '/api/v1/jobs.get', { id }), item(JobItem)))?.item;
      if (!job) return null;
      const company = await foundOrNull(
        call('POST', '/api/v1/companies.get', { id: job.company_id }),
        item(Company),
      );
      return jobPageMeta(job, app.config.publicUrl, app.clock.now(), company?.item.website ?? null);
    },
  });
};
