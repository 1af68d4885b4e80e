import { Readable } from 'node:stream';
import { SitemapFileParams } from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { robotsTxt } from './robots.ts';
import { searchPageMeta } from './search-page-meta.ts';
import { MAX_SLICES, pagesSitemap, sitemapIndex, sliceSitemap } from './sitemap.ts';

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back daily at most; an hour keeps a burst of them off the database. */
const CACHE = 'public, max-age=3600';

/** What search engines read: robots.txt, the sitemap index and its files, the search pages' head. */
export const crawlersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.pageMeta.push(searchPageMeta(app.config.publicUrl));

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt(app.config.publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(Readable.from(sitemapIndex(app.reads.db(req), app.config.publicUrl, app.clock.now()))),
  );

  app.get('/sitemaps/:file', { schema: { hide: true, params: SitemapFileParams } }, async (req, reply) => {
    reply.type(XML).header('cache-control', CACHE);
    const { file } = req.params;
    if (file === 'pages.xml') return reply.send(pagesSitemap(app.webPages.sitePages(), app.config.publicUrl));
    const [, kind, k, n] = file.match(/^(jobs|companies)-(\d+)-of-(\d+)\.xml$/) ?? [];
    const slice = Number(k);
    const slices = Number(n);
    if (!kind || slices < 1 || slices > MAX_SLICES || slice >= slices) throw notFound('No such sitemap');
    const stream = sliceSitemap(app.reads.db(req), {
      kind: kind as 'jobs' | 'companies',
      k: slice,
      n: slices,
      publicUrl: app.config.publicUrl,
      now: app.clock.now(),
    });
    return reply.send(Readable.from(stream));
  });
};
