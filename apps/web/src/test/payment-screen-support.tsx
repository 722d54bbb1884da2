/** Test helpers of the payment and family-member screens: the network stubbed at fetch, a signed-in session. */
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  splitLocale,
  type BasicPaymentOptions,
  type CaseSummary,
  type Checkout,
  type SavedFamilyMember,
} from '@camino/contracts';
import { i18n } from '../lib/i18n';
import { ANONYMOUS, type Session } from '../lib/session/session';
import { resetSessionManager, setSessionSource } from '../lib/session/session-store';
import enFamily from '../locales/en/family.json';
import enPayment from '../locales/en/payment.json';
import esFamily from '../locales/es/family.json';
import esPayment from '../locales/es/payment.json';
import { ToastProvider } from '../ui/toast/toast-provider';

import { mockApi, type MockRoute } from './mock-api';

export { mockApi };
export type Route = MockRoute;

export const problem = (status: number, code: string, extra: object = {}) => ({
  status,
  body: { type: `urn:camino:problem:${code}`, title: code, status, code, ...extra },
});

/** The calls made, as `METHOD /api/path?query`. */
export const calls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

/** The JSON bodies sent to one endpoint, in order. */
export const bodiesOf = (fetchMock: ReturnType<typeof mockApi>, call: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input).split('?')[0]}` === call)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

export function useSignedInSession(signedIn = true): void {
  const session: Session = signedIn
    ? { ...ANONYMOUS, token: 'token-1', tokenExpiration: Date.now() + 3_600_000 }
    : ANONYMOUS;
  setSessionSource({
    read: () => session,
    subscribe: () => () => undefined,
    signIn: () => undefined,
    clear: () => undefined,
  });
}

function resetTestState(): void {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetSessionManager();
}

/**
 * The setup of a payment-screen test file, called once in its `describe`: each test starts with
 * empty storage, a fresh session manager and, unless `signedIn` is false, a signed-in session;
 * after each, fetch is real again and the language back to English.
 */
export function setUpPaymentScreenTests({ signedIn = true }: { signedIn?: boolean } = {}): void {
  beforeEach(() => {
    resetTestState();
    if (signedIn) useSignedInSession();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });
}

/** Renders a screen at `path` (its language from the prefix) with the query client, toasts and catalogs. */
export async function renderScreen(Screen: ComponentType, path: string) {
  i18n.addResourceBundle('en', 'payment', enPayment, true, true);
  i18n.addResourceBundle('es', 'payment', esPayment, true, true);
  i18n.addResourceBundle('en', 'family', enFamily, true, true);
  i18n.addResourceBundle('es', 'family', esFamily, true, true);
  await i18n.changeLanguage(splitLocale(path.split('?')[0]!).locale);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', Component: Screen }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

export const CASE_ID = '0b6f3c1e-6b0f-4a53-9f3e-2f1d7c2b9a10';

export function caseSummary(overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: CASE_ID,
    strategy: 'asylum',
    eligibleStrategies: ['asylum'],
    step: 'payment',
    payment: 'unpaid',
    plan: null,
    access: { paid: false, canAccessPayment: true, canAccessMyCase: false },
    createdAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The default price list of ADR 0072 for asylum. */
export const ASYLUM_PRICES: BasicPaymentOptions = {
  strategy: 'asylum',
  currency: 'USD',
  priceCents: 120_000,
  minimumDownPaymentPpm: 250_000,
  installments: { count: 4, interval: 'monthly', surchargeCents: 10_000 },
  familyMembers: { spouseCents: 25_000, childCents: 15_000 },
};

export const STATES = {
  name: 'us-states',
  options: [
    { value: 'HI', label: 'Hawaii' },
    { value: 'TX', label: 'Texas' },
  ],
};

export function member(overrides: Partial<SavedFamilyMember> = {}): SavedFamilyMember {
  return {
    id: 'c1a2b3c4-0000-4000-8000-000000000001',
    relationship: 'spouse',
    firstName: 'Ana',
    lastName: 'Pérez',
    dateOfBirth: '1990-04-12',
    married: true,
    livesInUs: true,
    ...overrides,
  };
}

export const CHECKOUT_ID = '5d0c9a4e-1111-4aaa-8bbb-123456789abc';

export function checkout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    checkoutId: CHECKOUT_ID,
    purpose: 'case',
    status: 'in-progress',
    provider: 'sandbox',
    url: 'https://pay.example/checkout/1',
    amountCents: 120_000,
    currency: 'USD',
    failureMessageKey: null,
    casePayment: 'in-progress',
    createdAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}
