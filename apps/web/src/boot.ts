// The only script a prerendered page loads first. The page is already readable and its links work
// without the app, so the app (and React) is fetched only when it is needed: when the visitor
// touches something that needs a script (a button, a field), or at once on a page with guards or for
// someone already signed in. Links to the questionnaire or the login load the app with their page.
// Nothing is imported, so the boot script shares no chunk with the app: the app's own build stays as
// it is for the pages drawn in the browser. The key is the one lib/session/storage-session-source.ts
// names (boot.test.ts checks it).
const SESSION_STORAGE_KEY = 'camino.session';
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

function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

addEventListener('click', onClick, true);
if (document.documentElement.dataset.guarded === 'true' || hasStoredSession()) startApp();
else for (const type of INTENT_EVENTS) addEventListener(type, onIntent, { capture: true, passive: true });
