/**
 * The pop-up the provider's checkout page runs in. Browsers allow a pop-up only while handling the
 * click itself, and the checkout address is known only after a server call, so a blank window is
 * opened first (synchronously, inside the click) and sent to the address once it is known.
 */

/** The window name; the success page uses it to tell it is running inside the pop-up. */
export const CHECKOUT_WINDOW_NAME = 'camino-checkout';

const FEATURES = 'popup,width=520,height=760';

/** Opens the blank pop-up; null when the browser blocked it. Must run inside a click handler. */
export function openBlankCheckoutWindow(): Window | null {
  const popup = window.open('', CHECKOUT_WINDOW_NAME, FEATURES);
  if (!popup) return null;
  try {
    // The provider's page must not be able to navigate this tab (reverse tabnabbing).
    popup.opener = null;
  } catch {
    // A window left over from an earlier attempt may already be on the provider's origin.
  }
  return popup;
}

/** Sends the pop-up to the checkout page; false when it is gone. */
export function showCheckoutIn(popup: Window | null, url: string): boolean {
  if (!popup || popup.closed) return false;
  popup.location.replace(url);
  return true;
}

function isBlank(popup: Window): boolean {
  try {
    return popup.location.href === 'about:blank';
  } catch {
    // Reading another origin's address throws: the window is already on the provider's page.
    return false;
  }
}

/**
 * Brings the pop-up forward at a known checkout address (the retry button). Opening by name finds
 * the window if it is still there, so a payment half typed in it is not reloaded.
 */
export function reopenCheckoutWindow(url: string): Window | null {
  const popup = openBlankCheckoutWindow();
  if (!popup) return null;
  if (isBlank(popup)) popup.location.replace(url);
  popup.focus();
  return popup;
}

export function isInsideCheckoutWindow(): boolean {
  return window.name === CHECKOUT_WINDOW_NAME;
}
