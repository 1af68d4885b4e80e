import { BLOG_POSTS } from './content/blog-posts.ts';

/** One page for the sitemap: its path, and the day it last changed when known (YYYY-MM-DD). */
export interface SitePage {
  path: string;
  lastmod?: string;
}

/** The public pages that are neither jobs nor companies (spec part 1 route table). */
const STATIC_PAGES = [
  '/',
  '/jobs',
  '/pricing',
  '/blog',
  '/help-center',
  '/employers/customer-service',
  '/privacy',
  '/terms',
];

/** What /sitemaps/pages.xml lists: the static pages, then every blog post with its date. */
export function sitePages(): SitePage[] {
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.date })),
  ];
}

/** True when /blog/{slug} is a post: any other slug is a missing page (404). */
export const isBlogPost = (slug: string) => BLOG_POSTS.some((post) => post.slug === slug);
