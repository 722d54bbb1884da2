import { useEffect } from 'react';
import { hasLeft, leaveSite } from './leave-site';
import { listenForQuickExitKeys } from './quick-exit-shortcut';

/** Sent by the boot script of a prerendered page, which counts the Escape presses there. */
export const QUICK_EXIT_EVENT = 'camino:quick-exit';
/** Present on <html> while the boot script counts the presses. */
export const BOOT_QUICK_EXIT_ATTRIBUTE = 'data-boot-quick-exit';
/** Present on <html> once the boot script has left the site on its own. */
export const LEFT_ATTRIBUTE = 'data-left';

/** Whether the boot script left before the app started: the app must then not start at all. */
export function leftBeforeStart(): boolean {
  return document.documentElement.hasAttribute(LEFT_ATTRIBUTE);
}

/** Escape three times leaves the site; a page left that way and brought back by Back shows nothing of it. */
export function useQuickExitGuards(): void {
  useEffect(() => {
    // On a prerendered page the boot script counted presses before the app ran and keeps counting,
    // so the app only acts on its word: presses split between the two would otherwise be lost.
    if (document.documentElement.hasAttribute(BOOT_QUICK_EXIT_ATTRIBUTE)) {
      const onBootExit = (event: Event) => {
        // Tells the boot script the app leaves, so it does not leave a second time on its own.
        event.preventDefault();
        leaveSite();
      };
      document.addEventListener(QUICK_EXIT_EVENT, onBootExit);
      return () => document.removeEventListener(QUICK_EXIT_EVENT, onBootExit);
    }
    return listenForQuickExitKeys(window, () => leaveSite());
  }, []);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      // A fresh load asks the server again, which no longer knows this session.
      if (event.persisted && hasLeft()) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
