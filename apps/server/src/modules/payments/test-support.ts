/**
 * Test helpers of the payments module: the real application with the payments module on its own
 * clock (to reach due dates), an applicant with a chosen case type, and a sandbox card form.
 */
import { expect } from 'vitest';
import { type AuthTestApp, createAuthTestApp, type TestClock, testClock } from '../accounts/test-support';
import { signedInApplicant, type SignedInApplicant } from '../cases/test-support';
import { createPaymentsModule } from './index';

export interface PaymentsTestApp extends AuthTestApp {
  /** The payments module's clock; the auth clock stays put so tokens keep working. */
  payClock: TestClock;
}

export async function createPaymentsTestApp(
  options: { env?: Record<string, string> } = {},
): Promise<PaymentsTestApp> {
  // After the real date, so charge jobs queued for due dates wait instead of running mid-test.
  const payClock = testClock(new Date('2027-01-10T15:00:00Z'));
  const t = await createAuthTestApp({
    ...(options.env ? { env: options.env } : {}),
    replaceModule: (module) =>
      module.name === 'payments' ? createPaymentsModule({ clock: payClock }) : module,
  });
  return { ...t, payClock };
}

/** A signed-in applicant whose case type is chosen, at the payment step. */
export async function applicantWithCase(
  t: AuthTestApp,
  strategy: 'asylum' | 'vawasp' | 'vawach' | 'tvisa' = 'asylum',
): Promise<SignedInApplicant> {
  const applicant = await signedInApplicant(t);
  const chosen = await t.app.inject({
    method: 'POST',
    url: '/api/mycase',
    headers: applicant.headers,
    payload: { strategy },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return applicant;
}

/** A valid card form for a sandbox test card. */
export function cardForm(number: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    nameOnCard: 'María López',
    number,
    expiry: '12/30',
    cvv: number.length === 15 ? '1234' : '123',
    postalCode: '78701',
    email: 'maria@example.org',
    ...overrides,
  };
}

/** Waits until `check` passes (jobs run on their own schedule). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export const SPOUSE = {
  relationship: 'spouse',
  firstName: 'Ana',
  lastName: 'Pérez',
  dateOfBirth: '1990-05-01',
  married: true,
  livesInUs: true,
};

export const CHILD = {
  ...SPOUSE,
  relationship: 'child',
  firstName: 'Luis',
  dateOfBirth: '2015-02-03',
  married: false,
};
