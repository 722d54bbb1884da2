// The only script a prerendered page loads first. The page is already readable and its links work
// without the app, so the app (and React) is fetched only when it is needed: when the visitor
// touches something that needs a script (a button, a field), or at once for someone signed in or on
// a page whose guards would send this visitor elsewhere. Links to the questionnaire or the login
// load the app with their page.
// Nothing is imported, so the boot script shares no chunk with the app: the app's own build stays as
// it is for the pages drawn in the browser. The keys are the ones lib/session names (boot.test.ts
// checks them).
const SESSION_STORAGE_KEY = 'camino.session';
const AUTH_STORAGE_KEY = 'camino.auth';
export const APP_ENTRY_META = 'camino-app';
export const APP_STARTED_EVENT = 'camino:app-started';

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;
const NEEDS_APP = 'button, input, select, textarea, summary, [role="button"]';

let appReady = false;
let pendingClick: HTMLElement | null = null;

function startApp() {
  for (const type of INTENT_EVENTS) removeEventListener(type, onIntent, true);
  const entry = document.querySelector<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`)?.content;
  if (!entry) return;
  document.addEventListener(
    APP_STARTED_EVENT,
    () => {
      appReady = true;
      // A tap made while the app was loading is given to it now, on the same element.
      if (pendingClick?.isConnected) pendingClick.click();
      pendingClick = null;
    },
    { once: true },
  );
  void import(/* @vite-ignore */ entry);
}

function onIntent(event: Event) {
  if (event.target instanceof Element && event.target.closest(NEEDS_APP)) startApp();
}

function onClick(event: MouseEvent) {
  if (appReady || !(event.target instanceof Element)) return;
  // The quick exit must not leave this page in the history, even before the app runs.
  const exit = event.target.closest<HTMLAnchorElement>('a[data-quick-exit]');
  if (exit) {
    event.preventDefault();
    window.location.replace(exit.href);
    return;
  }
  const control = event.target.closest<HTMLElement>(NEEDS_APP);
  if (control) {
    event.preventDefault();
    pendingClick = control;
  }
}

function readJson(storage: () => Storage, key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage().getItem(key) ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether the page can be read as it is: nobody signed in in this tab (the app shows their own
 * header and may send them to their case), and the page's guards are ones this script can tell
 * pass (the pre-account ones of lib/guards). When in doubt the app starts and decides.
 */
function readableWithoutApp(): boolean {
  const auth = readJson(() => sessionStorage, AUTH_STORAGE_KEY);
  if (typeof auth.token === 'string') return false;
  const { eligibility } = readJson(() => localStorage, SESSION_STORAGE_KEY);
  const guards = (document.documentElement.dataset.guards ?? '').split(' ').filter(Boolean);
  return guards.every((guard) => {
    if (guard === 'temp-auth') return typeof auth.tempToken === 'string';
    if (guard === 'elegible') return eligibility === 'eligible';
    if (guard === 'no-elegible') return eligibility === 'not-eligible';
    return false;
  });
}

addEventListener('click', onClick, true);
if (!readableWithoutApp()) startApp();
else for (const type of INTENT_EVENTS) addEventListener(type, onIntent, { capture: true, passive: true });
