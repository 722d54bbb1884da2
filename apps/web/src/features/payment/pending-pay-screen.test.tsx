import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderScreen, setUpPaymentScreenTests } from '../../test/payment-screen-support';
import CancelPayScreen from './cancel-pay-screen';
import OldPayScreen from './old-pay-screen';
import PendingPayScreen from './pending-pay-screen';
import { savePlanDraft } from './plan-draft';

const rules = (route: string) => () => ({
  route,
  hasCorrectionRequest: false,
  isFinalReview: false,
  access: { paid: false, canAccessPayment: true, canAccessMyCase: false },
});

describe('payment status pages', () => {
  setUpPaymentScreenTests();

  it('pending: explains, and moves on by itself when the server says the payment settled', async () => {
    let route = '/pending-pay';
    mockApi({ 'GET /api/param-navigation-rules': () => rules(route)() });
    const router = await renderScreen(PendingPayScreen, '/es/pending-pay');
    expect(await screen.findByText('Estamos esperando que su banco confirme el pago.')).toBeInTheDocument();
    route = '/success-pay';
    (await screen.findByRole('button', { name: 'Revisar ahora' })).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/success-pay'));
  });

  it('cancelled: says the case is not paid and offers to try the chosen plan again', async () => {
    mockApi({});
    savePlanDraft({ plan: 'full', state: 'TX' });
    await renderScreen(CancelPayScreen, '/cancel-pay');
    expect(screen.getByText('Your payment was not completed.')).toBeInTheDocument();
    expect(screen.getByText(/Your case is not paid yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pay');
  });

  it('old-pay: leads to where the navigation rules say the case stands', async () => {
    mockApi({ 'GET /api/param-navigation-rules': rules('/cancel-pay') });
    const router = await renderScreen(OldPayScreen, '/es/old-pay');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/cancel-pay'));
  });

  it('old-pay: falls back to plan selection when the server cannot answer', async () => {
    mockApi({});
    const router = await renderScreen(OldPayScreen, '/old-pay');
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan-selection'));
  });
});
