import { BLOG_POSTS, type BlogPost } from './content/blog-posts.ts';

/** Newest first, as a reader expects a blog index. */
export function blogPostsNewestFirst(posts: readonly BlogPost[] = BLOG_POSTS): BlogPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export function findBlogPost(slug: string | undefined, posts: readonly BlogPost[] = BLOG_POSTS) {
  return posts.find((post) => post.slug === slug);
}

// A post date is a calendar day, not an instant: format it in UTC so that no time zone can
// move '2025-09-23' to the 22nd.
const postDate = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-09-23' -> '23 September 2025' (en-NZ). */
export function formatPostDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : postDate.format(d);
}

/** The href of every link in a post's HTML that stays inside the app (starts with one '/'). */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)]
    .map((m) => m[1] ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}
