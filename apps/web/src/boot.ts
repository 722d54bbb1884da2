// The only script a prerendered page loads first. The page is already readable and its links work
// without the app, so the app (and React) is fetched only when it is needed: when the visitor
// touches something that needs a script (a button, a field), or at once for someone signed in or on
// a page whose guards would send this visitor elsewhere. Links to the questionnaire or the login
// load the app with their page.
// Nothing is imported, so the boot script shares no chunk with the app: the app's own build stays as
// it is for the pages drawn in the browser. The keys, names and numbers are the ones lib/session and
// lib/quick-exit use (boot.test.ts checks them).
const SESSION_STORAGE_KEY = 'camino.session';
const AUTH_STORAGE_KEY = 'camino.auth';
const SESSION_CHANNEL = 'camino-session';
const QUICK_EXIT_URL = 'https://www.google.com/';
const QUICK_EXIT_PRESSES = 3;
const QUICK_EXIT_PRESS_GAP_MS = 1_000;
export const APP_ENTRY_META = 'camino-app';
export const APP_STARTED_EVENT = 'camino:app-started';
/** Sent when Escape was pressed three times; the app, once it listens, cancels it and leaves its own way. */
export const QUICK_EXIT_EVENT = 'camino:quick-exit';
/** Set on <html> while this script counts the Escape presses, so the app does not count them twice. */
export const BOOT_QUICK_EXIT_ATTRIBUTE = 'data-boot-quick-exit';
/**
 * Set on <html> once this script has left: an app still loading must not start, as its first history
 * update would cancel the way out.
 */
export const LEFT_ATTRIBUTE = 'data-left';

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

function authorizationHeader(): Record<string, string> {
  const auth = readJson(() => sessionStorage, AUTH_STORAGE_KEY);
  if (typeof auth.token === 'string') return { Authorization: `Bearer ${auth.token}` };
  if (typeof auth.tempToken === 'string') return { Authorization: `Bearer temp ${auth.tempToken}` };
  return {};
}

/**
 * The quick exit before the app runs, as lib/quick-exit does it: the page goes blank, everything this
 * site kept in the browser is forgotten here and in the other tabs, the session ends on the server,
 * and a neutral page replaces this one in the history.
 */
function leaveWithoutApp() {
  document.documentElement.setAttribute(LEFT_ATTRIBUTE, '');
  document.documentElement.style.visibility = 'hidden';
  const headers = authorizationHeader();
  for (const storage of [() => sessionStorage, () => localStorage]) {
    try {
      storage().clear();
    } catch {
      // Storage that cannot be reached holds nothing of this site.
    }
  }
  try {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.postMessage({ type: 'quick-exit' });
    channel.close();
  } catch {
    // Without the channel the other tabs notice at their next check.
  }
  void fetch('/api/auth/logout?quickExit=true', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers,
  }).catch(() => undefined);
  window.location.replace(QUICK_EXIT_URL);
}

let escapes = 0;
let lastEscape = -Infinity;

// Counted here for the whole life of the page, so presses made while the app loads are not lost.
function onKey(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.repeat) {
    if (event.key !== 'Escape') escapes = 0;
    return;
  }
  // When the key was pressed, not when this busy page got to it: presses queued while the app loads
  // still count as the quick succession they were.
  const at = event.timeStamp;
  escapes = at - lastEscape <= QUICK_EXIT_PRESS_GAP_MS ? escapes + 1 : 1;
  lastEscape = at;
  if (escapes < QUICK_EXIT_PRESSES) return;
  escapes = 0;
  const leftByApp = !document.dispatchEvent(new Event(QUICK_EXIT_EVENT, { cancelable: true }));
  if (!leftByApp) leaveWithoutApp();
}

document.documentElement.setAttribute(BOOT_QUICK_EXIT_ATTRIBUTE, '');
addEventListener('keydown', onKey, true);
addEventListener('click', onClick, true);
if (!readableWithoutApp()) startApp();
else for (const type of INTENT_EVENTS) addEventListener(type, onIntent, { capture: true, passive: true });
