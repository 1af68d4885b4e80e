import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = (historyKey: string) => `scroll:${historyKey}`;

/**
 * Remembers how far the reader scrolled this history entry, and takes them back there when they
 * return to it with Back or Forward, once `ready` (the content that was that tall is drawn
 * again). The layout scrolls every new page to the top; this puts a list back where it was.
 */
export function useScrollMemory(ready: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const restored = useRef(false);
  // Read on arrival: the layout's scroll to the top of a new page is saved over it right after.
  const [arrivedAt] = useState(() =>
    typeof sessionStorage === 'undefined' ? 0 : Number(sessionStorage.getItem(storageKey(location.key)) ?? 0),
  );

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        sessionStorage.setItem(storageKey(location.key), String(Math.round(window.scrollY))),
      );
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [location.key]);

  useEffect(() => {
    if (restored.current || !ready || navigationType !== 'POP') return;
    restored.current = true;
    // After the layout's scroll to the top, which runs after this page's effects.
    if (arrivedAt > 0) requestAnimationFrame(() => window.scrollTo(0, arrivedAt));
  }, [ready, navigationType, arrivedAt]);
}
