/** Pressing Escape this many times in a row leaves the site, a convention of domestic-violence sites. */
export const QUICK_EXIT_PRESSES = 3;
/** Presses further apart than this start the count again. */
export const QUICK_EXIT_PRESS_GAP_MS = 1_000;

/**
 * Calls `onTriggered` after QUICK_EXIT_PRESSES presses of Escape, each within QUICK_EXIT_PRESS_GAP_MS
 * of the previous one. Listens in the capture phase so dialogs that stop Escape still count it.
 */
export function listenForQuickExitKeys(
  target: EventTarget,
  onTriggered: () => void,
  // When the key was pressed, not when a busy page got to it.
  now: (event: Event) => number = (event) => event.timeStamp,
): () => void {
  let count = 0;
  let last = -Infinity;
  const onKey = (event: Event) => {
    const { key, repeat } = event as KeyboardEvent;
    if (key !== 'Escape' || repeat) {
      if (key !== 'Escape') count = 0;
      return;
    }
    const at = now(event);
    count = at - last <= QUICK_EXIT_PRESS_GAP_MS ? count + 1 : 1;
    last = at;
    if (count >= QUICK_EXIT_PRESSES) {
      count = 0;
      onTriggered();
    }
  };
  target.addEventListener('keydown', onKey, { capture: true });
  return () => target.removeEventListener('keydown', onKey, { capture: true });
}
