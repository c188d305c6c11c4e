import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, by its location key: restored when the customer goes back to it. */
const positions = new Map<string, number>();

/**
 * What the browser does between real pages, for the app's own navigations: a new page starts at its top (or
 * at the element its #hash names), and Back or Forward returns to where that page was left. The position is
 * recorded as the page scrolls, since by the time the next page renders the old one's height is gone.
 */
export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const navigation = useNavigationType();

  useEffect(() => {
    // The app restores positions itself; the browser's own restore would run before the page has rendered.
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    const record = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [key]);

  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (navigation === 'POP') {
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigation]);
}
