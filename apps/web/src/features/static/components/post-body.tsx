import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';

/**
 * A post's HTML, sanitised with DOMPurify before it reaches the page. Links inside it that stay in
 * the app go through the router, so following one does not reload the whole app.
 */
export function PostBody({ html }: { html: string }) {
  const navigate = useNavigate();
  // DOMPurify needs a DOM: on the server (entry-server.tsx) the post, which ships with the app's
  // own code, is drawn as written; the browser sanitises it as ever.
  const clean = useMemo(() => (DOMPurify.isSupported ? DOMPurify.sanitize(html) : html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target.closest('a') : null;
    const href = target?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || target?.target) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // Delegates clicks of the links inside, which stay ordinary keyboard-usable links.
    <Typography onClick={onClick} fz="lg" lh={1.75}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify above */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
