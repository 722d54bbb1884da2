import type { EligibilityDecision, StoredEligibility, Strategy } from '@camino/contracts';
import { useEffect, useState } from 'react';
import type { EligibilityOutcome } from '../../lib/session/session';
import { SESSION_STORAGE_KEY } from '../../lib/session/storage-session-source';
import { readSession } from '../../lib/session/session-store';
import { getEligibilityOutcome } from './api/eligibility-outcome';

/**
 * Records the outcome the server decided in the journey fields the elegible / no-elegible guards
 * read (shared by the tabs in localStorage). The server stays the source of truth: a device that
 * lost it asks `GET /eligibility/outcome` again.
 */
export function recordEligibility(outcome: EligibilityOutcome | null): void {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const journey = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const record = journey && typeof journey === 'object' && !Array.isArray(journey) ? journey : {};
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...record, eligibility: outcome }));
  } catch {
    // Private browsing without storage: the guards ask the server again on the next page.
  }
  if (lastDecision?.outcome !== outcome) lastDecision = null;
}

// The strategies of the last decision, kept for the pages that follow it within this tab.
let lastDecision: EligibilityDecision | null = null;

export function rememberDecision(decision: EligibilityDecision): void {
  recordEligibility(decision.outcome);
  lastDecision = decision;
}

/** When this device does not know the outcome but holds a temporary session, asks the server. */
export async function syncEligibility(): Promise<StoredEligibility | null> {
  const session = readSession();
  if (session.eligibility !== null || !session.tempToken) return null;
  const stored = await getEligibilityOutcome().catch(() => null);
  if (stored && stored.outcome !== 'unknown') rememberDecision(stored);
  return stored;
}

/** The case types that fit the visitor, from the last decision or the server. */
export function useEligibleStrategies(): { strategies: Strategy[]; loading: boolean } {
  const known = lastDecision?.outcome === 'eligible' ? lastDecision.strategies : null;
  const [strategies, setStrategies] = useState<Strategy[] | null>(known);
  useEffect(() => {
    if (strategies !== null) return;
    let live = true;
    getEligibilityOutcome().then(
      (stored) => {
        if (!live) return;
        if (stored.outcome !== 'unknown') rememberDecision(stored);
        setStrategies(stored.outcome === 'eligible' ? stored.strategies : []);
      },
      () => live && setStrategies([]),
    );
    return () => {
      live = false;
    };
  }, [strategies]);
  return { strategies: strategies ?? [], loading: strategies === null };
}
