import { useEffect } from 'react';

/**
 * The page's title, set on the document's one `<DocumentTitle>` (index.html's, or the one the server wrote
 * for the page). A `<DocumentTitle>` element in the tree would be drawn inside #root by the server and can
 * leave a second one in the head after the browser's render: both are invalid HTML (issue 25).
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
