import { getSessionManager } from '../session/session-store';

// A neutral page that does not hint at immigration or abuse if someone looks at the screen.
export const QUICK_EXIT_URL = 'https://www.google.com/';

/** Set while this page is leaving, so a copy of it restored from the back-forward cache shows nothing. */
let leaving = false;

export interface LeaveSiteDeps {
  endSession: () => void;
  replaceLocation: (url: string) => void;
  hidePage: () => void;
}

export const browserLeaveDeps = (): LeaveSiteDeps => ({
  endSession: () => getSessionManager().quickExit(),
  replaceLocation: (url) => window.location.replace(url),
  // The browser may keep a picture of this page for Back; it must be a blank one.
  hidePage: () => {
    document.documentElement.style.visibility = 'hidden';
  },
});

/**
 * Leaves Camino at once: the page goes blank, the session ends here, in the other tabs and on the
 * server, and this page is replaced in history by a neutral one.
 */
export function leaveSite(deps: LeaveSiteDeps = browserLeaveDeps()): void {
  leaving = true;
  deps.hidePage();
  try {
    deps.endSession();
  } finally {
    deps.replaceLocation(QUICK_EXIT_URL);
  }
}

/** Whether this page has been left through the quick exit (it may be restored by Back). */
export function hasLeft(): boolean {
  return leaving;
}
