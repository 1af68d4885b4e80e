import { z } from 'zod';

/** Most sitemap child files a sitemap index may name (sitemaps.org allows 50,000). */
export const SITEMAP_MAX_FILES = 50_000;

/**
 * A child of /sitemap.xml: `jobs-3-of-40.xml` is the fourth of 40 slices of the listed jobs,
 * `pages.xml` the static pages and blog posts.
 */
export const SitemapFileParams = z.object({
  file: z
    .string()
    .max(64)
    .regex(/^(pages|(jobs|companies)-\d{1,5}-of-\d{1,5})\.xml$/),
});
export type SitemapFileParams = z.infer<typeof SitemapFileParams>;
