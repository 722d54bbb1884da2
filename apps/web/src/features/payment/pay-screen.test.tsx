import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDayOf, quote, type Checkout } from '@camino/contracts';
import {
  ASYLUM_PRICES,
  bodiesOf,
  calls,
  caseSummary,
  checkout,
  CHECKOUT_ID,
  mockApi,
  renderScreen,
  setUpPaymentScreenTests,
  type Route,
} from '../../test/payment-screen-support';
import PayScreen from './pay-screen';
import { savePlanDraft } from './plan-draft';
import { CHECKOUT_TIMING } from './use-checkout';

const FULL_QUOTE = quote({
  product: ASYLUM_PRICES,
  taxRates: { TX: 0 },
  state: 'TX',
  plan: 'full',
  startDate: calendarDayOf(new Date()),
}).quote!;

interface FakePopup {
  closed: boolean;
  opener: unknown;
  location: { href: string; replace: ReturnType<typeof vi.fn> };
  close: () => void;
  focus: () => void;
}

function fakePopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    opener: {},
    location: { href: 'about:blank', replace: vi.fn() },
    close: () => {
      popup.closed = true;
    },
    focus: () => undefined,
  };
  return popup;
}

/** The server's record of the checkout, as the test moves it along. */
function api(status: () => Checkout['status'], overrides: Record<string, Route> = {}) {
  return mockApi({
    'GET /api/mycase/findOneCase': () => caseSummary(),
    'POST /api/payment/quote': () => ({ quote: FULL_QUOTE, familyMembers: { spouse: false, children: 0 } }),
    'POST /api/payment/checkout': () => checkout(),
    [`GET /api/checkout/${CHECKOUT_ID}/status`]: () => checkout({ status: status() }),
    [`POST /api/payment/checkout/${CHECKOUT_ID}/cancel`]: () =>
      checkout({ status: 'cancelled', casePayment: 'cancelled' }),
    ...overrides,
  });
}

async function openPay(path = '/pay') {
  const router = await renderScreen(PayScreen, path);
  return { router, button: await screen.findByRole('button', { name: /^(Pay|Pagar) / }) };
}

describe('PayScreen', () => {
  setUpPaymentScreenTests();
  beforeEach(() => {
    savePlanDraft({ plan: 'full', state: 'TX' });
    CHECKOUT_TIMING.recordPollMs = 30;
    CHECKOUT_TIMING.windowWatchMs = 10;
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the pop-up inside the click, then sends it to the checkout page', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const fetchMock = api(() => 'in-progress');
    const { button } = await openPay();
    expect(button).toHaveTextContent('Pay $1,200.00');
    await userEvent.click(button);
    // Opened blank, synchronously, before the server answered: blockers allow only that.
    expect(open).toHaveBeenCalledWith('', 'camino-checkout', expect.any(String));
    expect(await screen.findByText('Payment in progress — keep this window open')).toBeInTheDocument();
    expect(popup.location.replace).toHaveBeenCalledWith('https://pay.example/checkout/1');
    expect(popup.opener).toBeNull();
    const [sent] = bodiesOf(fetchMock, 'POST /api/payment/checkout');
    expect(sent).toMatchObject({ plan: 'full', state: 'TX', purpose: 'case', locale: 'en' });
    expect(sent!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('starts one checkout for a double click, with one idempotency key kept for reloads', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const fetchMock = api(() => 'in-progress');
    const { button } = await openPay();
    await userEvent.dblClick(button);
    await screen.findByText('Payment in progress — keep this window open');
    const sent = bodiesOf(fetchMock, 'POST /api/payment/checkout');
    expect(sent).toHaveLength(1);
    expect(sessionStorage.getItem('camino.payment.attempt.case')).toBe(sent[0]!.idempotencyKey);
  });

  it('explains a blocked pop-up and offers the checkout page in this tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    api(() => 'in-progress');
    const { button } = await openPay();
    await userEvent.click(button);
    expect(await screen.findByText('Your browser blocked the payment window')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the payment page in this tab' })).toHaveAttribute(
      'href',
      'https://pay.example/checkout/1',
    );
  });

  it('cancels the checkout on the server when the pop-up is closed before paying', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const fetchMock = api(() => 'in-progress');
    const { button } = await openPay();
    await userEvent.click(button);
    await screen.findByText('Payment in progress — keep this window open');
    popup.closed = true;
    expect(await screen.findByText('Your payment was not completed.')).toBeInTheDocument();
    expect(screen.getByText(/Your case is not paid yet\./)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain(`POST /api/payment/checkout/${CHECKOUT_ID}/cancel`);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the spec’s failure message from the server’s record, and tries again with a new key', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => fakePopup() as unknown as Window);
    let status: Checkout['status'] = 'in-progress';
    const fetchMock = api(() => status);
    const { button } = await openPay();
    await userEvent.click(button);
    await screen.findByText('Payment in progress — keep this window open');
    status = 'failed';
    expect(
      await screen.findByText('There was a problem processing your payment. Please try again.'),
    ).toBeInTheDocument();
    status = 'in-progress';
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Payment in progress — keep this window open');
    const keys = bodiesOf(fetchMock, 'POST /api/payment/checkout').map((body) => body.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows the failure in Spanish from the contracts’ messages', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => fakePopup() as unknown as Window);
    api(() => 'failed');
    const { button } = await openPay('/es/pay');
    expect(button).toHaveTextContent(/Pagar/);
    await userEvent.click(button);
    expect(
      await screen.findByText('Hubo un problema al procesar su pago. Por favor, inténtelo de nuevo.'),
    ).toBeInTheDocument();
  });

  it('says in Spanish that the card was declined and suggests another card, under the spec message', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => fakePopup() as unknown as Window);
    api(() => 'failed', {
      [`GET /api/checkout/${CHECKOUT_ID}/status`]: () =>
        checkout({ status: 'failed', failureMessageKey: 'payment.failed', cardDeclined: true }),
    });
    const { button } = await openPay('/es/pay');
    await userEvent.click(button);
    expect(await screen.findByTestId('card-declined')).toHaveTextContent(
      'Su tarjeta fue rechazada. Pruebe con otra tarjeta',
    );
    expect(
      screen.getByText('Hubo un problema al procesar su pago. Por favor, inténtelo de nuevo.'),
    ).toBeInTheDocument();
  });

  it('links the refund rules and the terms before the pay button', async () => {
    api(() => 'in-progress');
    await openPay();
    expect(screen.getByTestId('terms-before-paying')).toHaveTextContent('You can cancel within 3 days');
    expect(screen.getByRole('link', { name: 'How to cancel' })).toHaveAttribute('href', '/help');
    expect(screen.getByText('Read the terms of use')).toBeInTheDocument();
  });

  it('never trusts the pop-up: only the server’s success moves on to /success-pay', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    let status: Checkout['status'] = 'in-progress';
    api(() => status);
    const { router, button } = await openPay();
    await userEvent.click(button);
    await screen.findByText('Payment in progress — keep this window open');
    expect(router.state.location.pathname).toBe('/pay');
    status = 'succeeded';
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-pay'));
    expect(popup.closed).toBe(true);
  });

  it('goes to /pending-pay when the bank has not settled the payment', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    api(() => 'pending');
    const { router, button } = await openPay('/es/pay');
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/pending-pay'));
  });

  it('sends the applicant to choose a plan when none was chosen in this tab', async () => {
    sessionStorage.clear();
    api(() => 'in-progress');
    await renderScreen(PayScreen, '/pay');
    expect(await screen.findByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/plan-selection',
    );
  });
});
