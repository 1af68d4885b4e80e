import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from './content/blog-posts.ts';
import { isBlogPost, sitePages } from './site-pages.ts';

describe('the pages the sitemap lists', () => {
  it('has the home, search and static pages, and every blog post with its date', () => {
    const pages = sitePages();
    for (const path of ['/', '/jobs', '/pricing', '/blog', '/help-center', '/privacy', '/terms'])
      expect(pages).toContainEqual({ path });
    for (const post of BLOG_POSTS)
      expect(pages).toContainEqual({ path: `/blog/${post.slug}`, lastmod: post.date });
  });

  it('knows a blog post from a slug that is none', () => {
    const first = BLOG_POSTS[0];
    expect(first && isBlogPost(first.slug)).toBe(true);
    expect(isBlogPost('nope')).toBe(false);
  });
});
