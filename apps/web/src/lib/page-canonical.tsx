import { useEffect } from 'react';

/**
 * The page's canonical link: the document's one `link[rel=canonical]` (the server writes it for a
 * page it sends) pointed at `path` on this origin, or one made for it; gone when the page is left.
 * A `<link>` element in the tree would stand beside the server's one whenever their hosts differ
 * (issue 25), and drawn on the server it would land inside #root.
 */
export function PageCanonical({ path }: { path: string }) {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = `${window.location.origin}${path}`;
    const own = link;
    return () => own.remove();
  }, [path]);
  return null;
}
