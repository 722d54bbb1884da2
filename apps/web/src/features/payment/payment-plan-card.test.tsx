import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivePaymentPlan } from '@camino/contracts';
import { mockApi, renderScreen, setUpPaymentScreenTests } from '../../test/payment-screen-support';
import { PaymentPlanCard } from './payment-plan-card';

const installment = (number: number, status: 'paid' | 'scheduled' | 'overdue') => ({
  number,
  dueDate: `2027-0${number}-21`,
  amountCents: 25_000,
  taxCents: 0,
  totalCents: 25_000,
  status,
  paidAt: null,
  failedAttempts: status === 'overdue' ? 1 : 0,
  nextAttemptAt: null,
});

function plan(overrides: Partial<ActivePaymentPlan> = {}): ActivePaymentPlan {
  const installments = [installment(1, 'scheduled'), installment(2, 'scheduled')];
  return {
    plan: 'installments',
    casePayment: 'installments-current',
    currency: 'USD',
    totalCents: 80_000,
    paidCents: 30_000,
    remainingCents: 50_000,
    installments,
    nextDue: installments[0]!,
    overdueCount: 0,
    familyMembersCovered: { spouse: false, children: 0 },
    taxState: 'TX',
    savedMethod: null,
    ...overrides,
  };
}

describe('the payments card of the profile', () => {
  setUpPaymentScreenTests();

  it('shows the next installment and a way to pay it early', async () => {
    mockApi({ 'GET /api/active-payment-plan': () => plan() });
    await renderScreen(PaymentPlanCard, '/my-profile');
    const card = await screen.findByTestId('payment-plan-card');
    expect(card).toHaveTextContent('Your next payment: Payment 1, due');
    expect(card).toHaveTextContent('Left to pay on your plan: $500.00');
    expect(screen.getByRole('link', { name: 'Pay the next payment now' })).toHaveAttribute('href', '/pay');
  });

  it('points a past-due payment out, in Spanish', async () => {
    const overdue = installment(1, 'overdue');
    mockApi({
      'GET /api/active-payment-plan': () =>
        plan({ casePayment: 'installments-overdue', overdueCount: 1, nextDue: overdue }),
    });
    await renderScreen(PaymentPlanCard, '/es/my-profile');
    expect(await screen.findByRole('link', { name: 'Pagar el pago vencido' })).toHaveAttribute(
      'href',
      '/es/pay',
    );
  });

  it('says a case paid in full is paid, with nothing to pay', async () => {
    mockApi({
      'GET /api/active-payment-plan': () =>
        plan({
          plan: 'full',
          casePayment: 'paid-in-full',
          installments: [],
          nextDue: null,
          remainingCents: 0,
        }),
    });
    await renderScreen(PaymentPlanCard, '/my-profile');
    expect(await screen.findByText('Your case is paid in full. Thank you.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
