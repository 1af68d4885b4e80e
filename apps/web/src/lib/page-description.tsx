import { useEffect } from 'react';
import { useHydrating } from './server-render.ts';

/** The descriptions a page's own one stands in for: index.html's default and the server's. */
const OTHERS = 'meta[name="description"]:not([data-page])';

/**
 * The page's `<meta name="description">`. React adds it to the head beside index.html's site
 * default (and beside the one the server wrote for crawlers): while the page is shown those step
 * aside, so the head has exactly one description. Leaving the page brings the default back.
 */
export function PageDescription({ content }: { content: string }) {
  useEffect(() => {
    const others = [...document.head.querySelectorAll<HTMLMetaElement>(OTHERS)];
    for (const el of others) el.remove();
    return () => {
      // Only the site default comes back: a server-written one described the first page only.
      for (const el of others) if (el.hasAttribute('data-default')) document.head.append(el);
    };
  }, []);
  // The server writes the page's description in <head> itself: drawn here it would land in #root.
  if (useHydrating()) return null;
  return <meta name="description" content={content} data-page="" />;
}
