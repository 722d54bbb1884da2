import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivePaymentPlan } from '@camino/contracts';
import {
  checkout,
  CHECKOUT_ID,
  mockApi,
  renderScreen,
  setUpPaymentScreenTests,
  useSignedInSession,
  type Route,
} from '../../test/payment-screen-support';
import SuccessPayScreen from './success-pay-screen';

// The terms are another feature's component, handed in by the route; here only `onAccepted` matters.
function FakeAcceptTerms({ onAccepted }: { onAccepted: () => void }) {
  return (
    <button type="button" onClick={onAccepted}>
      Accept the terms
    </button>
  );
}

const SuccessPay = () => <SuccessPayScreen AcceptTerms={FakeAcceptTerms} />;

const PLAN: ActivePaymentPlan = {
  plan: 'installments',
  casePayment: 'installments-current',
  currency: 'USD',
  totalCents: 130_000,
  paidCents: 30_000,
  remainingCents: 100_000,
  installments: [],
  nextDue: {
    number: 1,
    dueDate: '2026-12-21',
    amountCents: 25_000,
    taxCents: 0,
    totalCents: 25_000,
    status: 'scheduled',
    paidAt: null,
    failedAttempts: 0,
    nextAttemptAt: null,
  },
  overdueCount: 0,
  familyMembersCovered: { spouse: false, children: 0 },
  taxState: 'TX',
  savedMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
};

function api(overrides: Record<string, Route> = {}) {
  return mockApi({
    'GET /api/param-navigation-rules': () => ({
      route: '/success-pay',
      hasCorrectionRequest: false,
      isFinalReview: false,
      access: { paid: true, canAccessPayment: true, canAccessMyCase: false },
    }),
    'GET /api/active-payment-plan': () => PLAN,
    'GET /api/payment/receipts': () => ({
      receipts: [
        {
          id: 'a1a2b3c4-0000-4000-8000-000000000009',
          number: 'CAM-2026-000123',
          purpose: 'case',
          installmentNumber: null,
          amountCents: 30_000,
          taxCents: 0,
          totalCents: 30_000,
          cardBrand: 'visa',
          cardLast4: '4242',
          paidAt: '2026-11-21T12:00:00.000Z',
        },
      ],
    }),
    'GET /api/client-info': () => ({
      provider: 'sandbox',
      savedMethod: null,
      receiptEmail: 'ana@example.org',
    }),
    ...overrides,
  });
}

describe('SuccessPayScreen', () => {
  setUpPaymentScreenTests();
  afterEach(() => {
    window.name = '';
  });

  it('confirms the payment from the server’s record, then the terms lead to the contract', async () => {
    api();
    const router = await renderScreen(SuccessPay, '/success-pay');
    const confirmation = await screen.findByTestId('payment-confirmation');
    expect(confirmation).toHaveTextContent('Amount paid$300.00');
    expect(confirmation).toHaveTextContent('PlanInstallment plan');
    expect(confirmation).toHaveTextContent('Next payment$250.00 on December 21, 2026');
    expect(confirmation).toHaveTextContent('We sent your receipt to ana@example.org.');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the terms' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contract'));
  });

  it('waits for the provider’s news about the checkout it returned from', async () => {
    let status: 'in-progress' | 'pending' = 'in-progress';
    api({
      'GET /api/checkout/success': () => checkout({ status }),
      'GET /api/param-navigation-rules': () => ({
        route: '/pending-pay',
        hasCorrectionRequest: false,
        isFinalReview: false,
        access: { paid: false, canAccessPayment: true, canAccessMyCase: false },
      }),
    });
    const router = await renderScreen(SuccessPay, `/es/success-pay?checkoutId=${CHECKOUT_ID}`);
    expect(
      await screen.findByText('Estamos confirmando su pago. Esto tarda unos segundos...'),
    ).toBeInTheDocument();
    status = 'pending';
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/pending-pay'), { timeout: 4000 });
  });

  it('asks a visitor who is not signed in to log in', async () => {
    useSignedInSession(false);
    const fetchMock = api();
    await renderScreen(SuccessPay, '/es/success-pay');
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/es/login?next=${encodeURIComponent('/es/success-pay')}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('inside the pop-up, only says the window can be closed', async () => {
    window.name = 'camino-checkout';
    const fetchMock = api();
    await renderScreen(SuccessPay, '/success-pay');
    expect(await screen.findByRole('button', { name: 'Close this window' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
