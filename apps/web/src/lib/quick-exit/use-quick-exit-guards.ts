import { useEffect } from 'react';
import { hasLeft, leaveSite } from './leave-site';
import { listenForQuickExitKeys } from './quick-exit-shortcut';

/** Escape three times leaves the site; a page left that way and brought back by Back shows nothing of it. */
export function useQuickExitGuards(): void {
  useEffect(() => listenForQuickExitKeys(window, () => leaveSite()), []);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      // A fresh load asks the server again, which no longer knows this session.
      if (event.persisted && hasLeft()) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
