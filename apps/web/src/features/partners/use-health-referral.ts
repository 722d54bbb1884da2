import type { HealthReferral } from '@camino/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchHealthReferral } from './api/health-referral';

export type HealthReferralState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; referral: HealthReferral };

/** The case's referral to the health partner and what authorizing it would share, loaded on the page. */
export function useHealthReferral(): { state: HealthReferralState; reload: () => void } {
  const [state, setState] = useState<HealthReferralState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchHealthReferral(controller.signal).then(
      (referral) => setState({ status: 'ready', referral }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
