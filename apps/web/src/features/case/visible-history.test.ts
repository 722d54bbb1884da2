import type { CaseEvent, CaseStateLogEntry } from '@camino/contracts';
import { describe, expect, it } from 'vitest';
import { visibleHistory } from './visible-history';

const log = (...events: CaseEvent[]): CaseStateLogEntry[] =>
  events.map((event, index) => ({
    event,
    fromStep: 'payment',
    fromPayment: 'unpaid',
    toStep: 'payment',
    toPayment: 'unpaid',
    at: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
  }));
const events = (entries: CaseStateLogEntry[]) => entries.map((entry) => entry.event);

describe('visibleHistory', () => {
  it('leaves out the checkouts abandoned before the payment that went through', () => {
    const entries = log(
      'ACCOUNT_ACTIVATED',
      'PAYMENT_STARTED',
      'PAYMENT_CANCELLED',
      'PAYMENT_STARTED',
      'PAYMENT_FAILED',
      'PAYMENT_STARTED',
      'PAYMENT_SUCCEEDED',
      'TERMS_ACCEPTED',
      'FAMILY_MEMBERS_PAID',
    );
    expect(events(visibleHistory(entries))).toEqual([
      'ACCOUNT_ACTIVATED',
      'PAYMENT_SUCCEEDED',
      'TERMS_ACCEPTED',
      'FAMILY_MEMBERS_PAID',
    ]);
  });

  it('before any payment, keeps only the latest attempt and how it ended', () => {
    const entries = log(
      'ACCOUNT_ACTIVATED',
      'PAYMENT_STARTED',
      'PAYMENT_CANCELLED',
      'PAYMENT_STARTED',
      'PAYMENT_FAILED',
    );
    expect(events(visibleHistory(entries))).toEqual([
      'ACCOUNT_ACTIVATED',
      'PAYMENT_STARTED',
      'PAYMENT_FAILED',
    ]);
  });
});
