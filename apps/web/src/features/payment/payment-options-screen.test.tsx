import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { addMonths, calendarDayOf, type PaymentPlan, quote } from '@camino/contracts';
import {
  ASYLUM_PRICES,
  bodiesOf,
  calls,
  caseSummary,
  mockApi,
  problem,
  renderScreen,
  setUpPaymentScreenTests,
  type Route,
} from '../../test/payment-screen-support';
import PaymentOptionsScreen from './payment-options-screen';
import { readPlanDraft, savePlanDraft } from './plan-draft';

function api(overrides: Record<string, Route> = {}) {
  return mockApi({
    'GET /api/mycase/findOneCase': () => caseSummary(),
    'GET /api/basic-payment-options/asylum': () => ASYLUM_PRICES,
    'GET /api/tax-applicability': () => ({ state: 'TX', taxRatePpm: 0 }),
    'GET /api/mycase/derivatives': () => ({ members: [] }),
    'POST /api/payment/quote': (body) => ({
      quote: quote({
        product: ASYLUM_PRICES,
        taxRates: { TX: 0 },
        state: 'TX',
        plan: body.plan as PaymentPlan,
        ...(typeof body.downPaymentCents === 'number' ? { downPaymentCents: body.downPaymentCents } : {}),
        startDate: calendarDayOf(new Date()),
      }).quote,
      familyMembers: { spouse: false, children: 0 },
    }),
    ...overrides,
  });
}

async function typeDownPayment(label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
  fireEvent.blur(field);
  return field;
}

describe('PaymentOptionsScreen', () => {
  setUpPaymentScreenTests();
  beforeEach(() => savePlanDraft({ plan: 'installments', state: 'TX' }));

  it('starts at the minimum and lists each installment with its date in the reader’s language', async () => {
    api();
    await renderScreen(PaymentOptionsScreen, '/es/payment-options');
    expect(await screen.findByLabelText('Su pago inicial (dólares estadounidenses)')).toHaveValue('300.00');
    const schedule = screen.getByTestId('installment-schedule');
    const first = new Intl.DateTimeFormat('es-US', { dateStyle: 'long' }).format(
      new Date(`${addMonths(calendarDayOf(new Date()), 1)}T12:00:00`),
    );
    expect(schedule).toHaveTextContent(`Pago 1 · ${first}`);
    // ($1,300 − $300) / 4 each, no tax in Texas.
    expect(schedule).toHaveTextContent('Hoy$300.00');
    expect(schedule.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(schedule).toHaveTextContent('$250.00');
  });

  it('says the minimum in English, linked to the field, keeping what was typed', async () => {
    const fetchMock = api();
    await renderScreen(PaymentOptionsScreen, '/payment-options');
    const field = await typeDownPayment('Your down payment (U.S. dollars)', '100');
    expect(await screen.findByText('The down payment must be at least $300.00.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/The down payment must be at least \$300\.00\./);
    expect(field).toHaveValue('100');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field).toHaveFocus();
    expect(calls(fetchMock)).not.toContain('POST /api/payment/quote');
  });

  it('says the minimum in Spanish', async () => {
    api();
    await renderScreen(PaymentOptionsScreen, '/es/payment-options');
    await typeDownPayment('Su pago inicial (dólares estadounidenses)', '299,99');
    expect(await screen.findByText('El pago inicial debe ser de al menos $300.00.')).toBeInTheDocument();
  });

  it('offers paying in full when the down payment reaches the full price, in both languages', async () => {
    api();
    const router = await renderScreen(PaymentOptionsScreen, '/payment-options');
    await typeDownPayment('Your down payment (U.S. dollars)', '1,200');
    expect(
      await screen.findByText(
        'The down payment must be less than $1,200.00. To pay that much or more, choose to pay in full.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay in full instead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay'));
    expect(readPlanDraft()).toEqual({ plan: 'full', state: 'TX' });
  });

  it('names the full-price rule in Spanish', async () => {
    api();
    await renderScreen(PaymentOptionsScreen, '/es/payment-options');
    await typeDownPayment('Su pago inicial (dólares estadounidenses)', '1500');
    expect(
      await screen.findByText(
        'El pago inicial debe ser menor que $1,200.00. Para pagar esa cantidad o más, elija pagar el total.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mejor pagar el total' })).toBeInTheDocument();
  });

  it('confirms a valid down payment with the server and goes to pay it', async () => {
    const fetchMock = api();
    const router = await renderScreen(PaymentOptionsScreen, '/payment-options');
    await typeDownPayment('Your down payment (U.S. dollars)', '500');
    await userEvent.click(screen.getByRole('button', { name: 'Continue and pay $500.00 today' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay'));
    expect(bodiesOf(fetchMock, 'POST /api/payment/quote')).toEqual([
      { plan: 'installments', state: 'TX', downPaymentCents: 50_000 },
    ]);
    expect(readPlanDraft()).toEqual({ plan: 'installments', state: 'TX', downPaymentCents: 50_000 });
  });

  it('shows the server’s refusal under the field with the server’s bounds', async () => {
    api({
      'POST /api/payment/quote': () =>
        problem(400, 'VALIDATION', {
          reason: 'payment.downPaymentTooLow',
          minimumDownPaymentCents: 36_250,
          fullPriceCents: 145_000,
        }),
    });
    await renderScreen(PaymentOptionsScreen, '/payment-options');
    const field = await typeDownPayment('Your down payment (U.S. dollars)', '320');
    await userEvent.click(screen.getByRole('button', { name: 'Continue and pay $320.00 today' }));
    expect(await screen.findByText('The down payment must be at least $362.50.')).toBeInTheDocument();
    expect(field).toHaveValue('320');
  });
});
