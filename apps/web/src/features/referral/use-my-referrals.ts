import type { MyReferrals } from '@camino/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchMyReferrals } from './api/my-referrals';

export type MyReferralsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; referrals: MyReferrals };

/** The signed-in applicant's invitation, loaded on the page (these pages stay outside the query cache). */
export function useMyReferrals(enabled: boolean): { state: MyReferralsState; retry: () => void } {
  const [state, setState] = useState<MyReferralsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchMyReferrals(controller.signal).then(
      (referrals) => setState({ status: 'ready', referrals }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
