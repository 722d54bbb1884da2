import { useCallback, useEffect, useRef, useState } from 'react';
import type { Checkout } from '@camino/contracts';
import { attemptKey, endAttempt } from './attempt-key';
import { openBlankCheckoutWindow, reopenCheckoutWindow, showCheckoutIn } from './checkout-window';
import { cancelCheckout, getCheckout } from './api/checkout';

/**
 * Where the pay flow stands on this page. `open`: the pop-up shows the provider's page; `blocked`:
 * the browser refused the pop-up; `cancelled` and `failed` offer to try again; `error`: the server
 * could not start a checkout.
 */
export type CheckoutPhase = 'idle' | 'starting' | 'open' | 'blocked' | 'cancelled' | 'failed' | 'error';

export interface CheckoutOptions {
  /** What is being paid; one idempotency key per scope and attempt. */
  scope: string;
  /** Creates (or, for the same key, finds) the checkout on the server. */
  start: (idempotencyKey: string) => Promise<Checkout>;
  onSucceeded: (checkout: Checkout) => void;
  onPending: (checkout: Checkout) => void;
}

/** How often the server's record and the pop-up are looked at; mutable so tests need not wait seconds. */
export const CHECKOUT_TIMING = {
  recordPollMs: 3000,
  windowWatchMs: 500,
  /** How many polls a cancelled checkout is still watched for a provider's late success (money that moved). */
  lateSuccessPolls: 40,
};

/**
 * The card payment process: a pop-up with the provider's page, and the server's record of the
 * checkout as the only truth. Whatever the pop-up shows is never trusted; the record is polled, and
 * a pop-up closed while the record is still open is cancelled on the server.
 */
export function useCheckout(options: CheckoutOptions) {
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [error, setError] = useState<unknown>(null);
  const optionsRef = useRef(options);
  const popup = useRef<Window | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setInterval>>());
  // The checkout this page is following; a status for any other (or a settled one) is ignored.
  const active = useRef<string | null>(null);
  // A click handled while a previous one is still starting is ignored: one click, one checkout call.
  const busy = useRef(false);

  useEffect(() => {
    optionsRef.current = options;
  });

  const stopTimers = useCallback(() => {
    for (const timer of timers.current) clearInterval(timer);
    timers.current.clear();
  }, []);
  useEffect(() => stopTimers, [stopTimers]);

  const every = useCallback((ms: number, tick: (stop: () => void) => Promise<void> | void) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void Promise.resolve(
        tick(() => {
          clearInterval(timer);
          timers.current.delete(timer);
        }),
      ).finally(() => {
        running = false;
      });
    }, ms);
    timers.current.add(timer);
  }, []);

  /** Acts on a record of the server; true when the checkout is over. */
  const settle = useCallback(
    (record: Checkout): boolean => {
      if (record.checkoutId !== active.current) return true;
      setCheckout(record);
      if (record.status === 'in-progress') return false;
      active.current = null;
      busy.current = false;
      stopTimers();
      endAttempt(optionsRef.current.scope);
      if (record.status === 'succeeded' || record.status === 'pending') {
        if (popup.current && !popup.current.closed) popup.current.close();
        if (record.status === 'succeeded') optionsRef.current.onSucceeded(record);
        else optionsRef.current.onPending(record);
      } else {
        setPhase(record.status);
      }
      return true;
    },
    [stopTimers],
  );

  /** After the applicant closed the pop-up, a provider may still report a success: money that moved is a payment. */
  const watchLateSuccess = useCallback(
    (checkoutId: string) => {
      let polls = 0;
      every(CHECKOUT_TIMING.recordPollMs, async (stop) => {
        polls += 1;
        if (polls > CHECKOUT_TIMING.lateSuccessPolls) return stop();
        const record = await getCheckout(checkoutId).catch(() => null);
        if (record?.status === 'succeeded' || record?.status === 'pending') {
          stop();
          active.current = checkoutId;
          settle(record);
        }
      });
    },
    [every, settle],
  );

  const windowClosed = useCallback(
    async (checkoutId: string) => {
      const record = await getCheckout(checkoutId).catch(() => null);
      if (record && settle(record)) return;
      if (active.current !== checkoutId) return;
      const cancelled = await cancelCheckout(checkoutId).catch(() => null);
      if (cancelled && cancelled.status !== 'cancelled') {
        settle(cancelled);
        return;
      }
      if (cancelled) settle(cancelled);
      else {
        // The cancel call failed; the server closes the record itself. Offer to try again.
        active.current = null;
        busy.current = false;
        stopTimers();
        endAttempt(optionsRef.current.scope);
        setPhase('cancelled');
      }
      watchLateSuccess(checkoutId);
    },
    [settle, stopTimers, watchLateSuccess],
  );

  const follow = useCallback(
    (record: Checkout, watchWindow: boolean) => {
      every(CHECKOUT_TIMING.recordPollMs, async () => {
        const latest = await getCheckout(record.checkoutId).catch(() => null);
        if (latest) settle(latest);
      });
      if (!watchWindow) return;
      every(CHECKOUT_TIMING.windowWatchMs, async (stop) => {
        if (!popup.current?.closed || active.current !== record.checkoutId) return;
        stop();
        await windowClosed(record.checkoutId);
      });
    },
    [every, settle, windowClosed],
  );

  /** The "Pay" click. Opens the pop-up synchronously, before the server call, so blockers allow it. */
  const pay = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    stopTimers();
    popup.current = openBlankCheckoutWindow();
    setPhase('starting');
    setError(null);
    optionsRef.current.start(attemptKey(optionsRef.current.scope)).then(
      (record) => {
        active.current = record.checkoutId;
        setCheckout(record);
        if (record.status !== 'in-progress') {
          // Already over (a reload after paying, a failed key): the blank pop-up has nothing to show.
          if (popup.current && !popup.current.closed) popup.current.close();
          settle(record);
          return;
        }
        const shown = record.url !== null && showCheckoutIn(popup.current, record.url);
        setPhase(shown ? 'open' : 'blocked');
        follow(record, shown);
      },
      (failure: unknown) => {
        if (popup.current && !popup.current.closed) popup.current.close();
        busy.current = false;
        setError(failure);
        setPhase('error');
      },
    );
  }, [follow, settle, stopTimers]);

  /** The retry button while a checkout is open: brings the pop-up back, or opens it if it was blocked. */
  const reopen = useCallback(() => {
    if (!checkout?.url || active.current !== checkout.checkoutId) return;
    const reopened = reopenCheckoutWindow(checkout.url);
    if (!reopened) return;
    const wasWatching = phase === 'open';
    popup.current = reopened;
    setPhase('open');
    if (!wasWatching) {
      every(CHECKOUT_TIMING.windowWatchMs, async (stop) => {
        if (!popup.current?.closed || active.current !== checkout.checkoutId) return;
        stop();
        await windowClosed(checkout.checkoutId);
      });
    }
  }, [checkout, every, phase, windowClosed]);

  /** A new attempt after a failure or a cancellation: a new idempotency key, a new checkout. */
  const tryAgain = useCallback(() => {
    endAttempt(optionsRef.current.scope);
    busy.current = false;
    pay();
  }, [pay]);

  return { phase, checkout, error, pay, reopen, tryAgain };
}
