import { describe, expect, it } from 'vitest';
import { blogPostsNewestFirst, findBlogPost, formatPostDate, internalLinks } from './blog.ts';
import { BLOG_POSTS } from './content/blog-posts.ts';

/** The web app's routes (spec part 1 and 2 route tables); ':x' stands for one path segment. */
const APP_ROUTES = [
  '/',
  '/jobs',
  '/jobs/:id',
  '/companies/:id',
  '/login',
  '/saved-jobs',
  '/saved-searches',
  '/profile',
  '/create-resume',
  '/resumes',
  '/applications',
  '/employers/dashboard',
  '/employers/create-job',
  '/employers/jobs',
  '/employers/applicants',
  '/employers/search-resumes',
  '/employers/customer-service',
  '/pricing',
  '/blog',
  '/help-center',
  '/privacy',
  '/terms',
  '/admin',
];

function isAppRoute(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  const blog = /^\/blog\/([^/]+)$/.exec(path);
  if (blog) return findBlogPost(blog[1]) !== undefined;
  return APP_ROUTES.some((route) => new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}$`).test(path));
}

describe('blog content', () => {
  it('has exactly the nine slugs of the spec', () => {
    expect(BLOG_POSTS.map((p) => p.slug).sort()).toEqual(
      [
        'why-we-building-fitjobs',
        'nz-labour-market-2025',
        'future-of-work-2026',
        'how-to-find-it-jobs-in-nz-as-a-foreigner',
        'top-job-search-websites-nz-2025',
        'how-to-write-a-cv-nz',
        'nz-cv-format',
        'most-in-demand-jobs-nz-2025',
        'how-to-prepare-for-job-interview-nz',
      ].sort(),
    );
  });

  it('dates every post between 2025-09-23 and 2025-10-01', () => {
    for (const post of BLOG_POSTS) {
      expect(post.date >= '2025-09-23' && post.date <= '2025-10-01', post.slug).toBe(true);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('links only to routes that exist in the app', () => {
    const links = BLOG_POSTS.flatMap((post) =>
      internalLinks(post.content).map((href) => ({ post: post.slug, href })),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((l) => !isAppRoute(l.href))).toEqual([]);
  });

  it('uses no external links, scripts or inline handlers in post HTML', () => {
    for (const post of BLOG_POSTS) {
      expect(post.content, post.slug).not.toMatch(/<script|\son[a-z]+=|href="(?!\/)/i);
    }
  });
});

describe('blog helpers', () => {
  it('lists posts newest first', () => {
    const dates = blogPostsNewestFirst().map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(blogPostsNewestFirst()[0]?.slug).toBe('how-to-prepare-for-job-interview-nz');
  });

  it('finds a post by slug and nothing for an unknown or missing slug', () => {
    expect(findBlogPost('nz-cv-format')?.title).toBe('The New Zealand CV format: a section-by-section guide');
    expect(findBlogPost('no-such-post')).toBeUndefined();
    expect(findBlogPost(undefined)).toBeUndefined();
  });

  it('formats post dates in en-NZ without shifting the day', () => {
    expect(formatPostDate('2025-09-23')).toBe('23 September 2025');
    expect(formatPostDate('2025-10-01')).toBe('1 October 2025');
  });

  it('finds internal links but not external or protocol-relative ones', () => {
    const html =
      '<a href="/jobs">a</a> <a class="x" href="/blog/nz-cv-format">b</a> <a href="https://x.nz">c</a> <a href="//evil.test">d</a>';
    expect(internalLinks(html)).toEqual(['/jobs', '/blog/nz-cv-format']);
  });
});
