import { useEffect } from 'react';
import { documentTitle } from '@tm/core/messages-first-screen';

/** Sets the document title for a screen, so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
