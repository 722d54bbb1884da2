import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calendarDayOf, quote, type PaymentPlan, type SavedFamilyMember } from '@camino/contracts';
import {
  ASYLUM_PRICES,
  bodiesOf,
  calls,
  caseSummary,
  mockApi,
  renderScreen,
  setUpPaymentScreenTests,
  STATES,
  type Route,
} from '../../test/payment-screen-support';
import PlanSelectionRoute from './plan-selection';
import { readPlanDraft } from '../../features/payment/plan-draft';

const TAX = { HI: 40_000, TX: 0 } as Record<string, number>;

function api(overrides: Record<string, Route> = {}) {
  let members: SavedFamilyMember[] = [];
  return mockApi({
    'GET /api/mycase/findOneCase': () => caseSummary(),
    'GET /api/basic-payment-options/asylum': () => ASYLUM_PRICES,
    'POST /api/param-data-select/information': () => STATES,
    'GET /api/tax-applicability': (_body, url) => {
      const state = url.searchParams.get('state')!;
      return { state, taxRatePpm: TAX[state] };
    },
    'GET /api/mycase/derivatives': () => ({ members }),
    'PUT /api/mycase/derivatives': (body) => {
      members = (body.members as SavedFamilyMember[]).map((m, i) => ({
        ...m,
        id: m.id ?? `c1a2b3c4-0000-4000-8000-00000000000${i}`,
      }));
      return { members };
    },
    'POST /api/payment/quote': (body) => {
      const spouse = members.some((m) => m.relationship === 'spouse');
      return {
        quote: quote({
          product: ASYLUM_PRICES,
          taxRates: TAX,
          state: body.state as string,
          familyMembers: { spouse, children: 0 },
          plan: body.plan as PaymentPlan,
          startDate: calendarDayOf(new Date()),
        }).quote,
        familyMembers: { spouse, children: 0 },
      };
    },
    ...overrides,
  });
}

async function addSpouse(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add your spouse' }));
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Pérez');
  await user.selectOptions(screen.getByLabelText('Month'), '4');
  await user.type(screen.getByLabelText('Day'), '12');
  await user.type(screen.getByLabelText('Year'), '1990');
  await user.click(
    within(screen.getByRole('group', { name: 'Are you legally married to this person?' })).getByLabelText(
      'Yes',
    ),
  );
  await user.click(
    within(screen.getByRole('group', { name: 'Does this person live in the U.S.?' })).getByLabelText('Yes'),
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('PlanSelectionRoute', () => {
  setUpPaymentScreenTests();

  it('shows both plans with the savings of paying in full, before tax until a state is chosen', async () => {
    api();
    await renderScreen(PlanSelectionRoute, '/plan-selection');
    const full = await screen.findByTestId('plan-full');
    expect(full).toHaveTextContent('$1,200.00before tax');
    expect(full).toHaveTextContent('You save $100.00 compared with the installment plan.');
    const installments = screen.getByTestId('plan-installments');
    expect(installments).toHaveTextContent('$1,300.00before tax');
    expect(installments).toHaveTextContent('Down payment today from $300.00.');
    expect(installments).toHaveTextContent('Then 4 monthly payments.');
  });

  it('updates the price with a spouse and the state’s tax, and confirms with the server before paying', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    const router = await renderScreen(PlanSelectionRoute, '/plan-selection');
    expect(await screen.findByText(/^Your spouse adds/)).toBeInTheDocument();
    await addSpouse(user);
    await waitFor(() => expect(screen.getByTestId('plan-full')).toHaveTextContent('$1,450.00'));
    // One spouse per case: once added, the price of adding one is no longer offered.
    expect(screen.queryByText(/^Your spouse adds/)).toBeNull();
    expect(bodiesOf(fetchMock, 'PUT /api/mycase/derivatives')[0]).toMatchObject({
      members: [{ relationship: 'spouse', firstName: 'Ana', dateOfBirth: '1990-04-12', married: true }],
    });

    await screen.findByRole('option', { name: 'Hawaii' });
    await user.selectOptions(screen.getByLabelText('U.S. state or territory where you live'), 'HI');
    // $1,450 + 4% Hawaii tax.
    await waitFor(() => expect(screen.getByTestId('plan-full')).toHaveTextContent('$1,508.00total'));
    await user.click(within(screen.getByTestId('plan-full')).getByRole('radio'));
    const breakdown = screen.getByTestId('price-breakdown');
    expect(breakdown).toHaveTextContent('Family members$250.00');
    expect(breakdown).toHaveTextContent('Sales tax$58.00');
    expect(breakdown).toHaveTextContent('Paid today$1,508.00');

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay'));
    expect(bodiesOf(fetchMock, 'POST /api/payment/quote')).toEqual([{ plan: 'full', state: 'HI' }]);
    expect(readPlanDraft()).toEqual({ plan: 'full', state: 'HI' });
  });

  it('lists what is missing and moves focus there, without calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    await renderScreen(PlanSelectionRoute, '/es/plan-selection');
    await user.click(await screen.findByRole('button', { name: 'Continuar al pago' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent('Elija el estado o territorio donde vive.');
    expect(summary).toHaveTextContent('Elija cómo quiere pagar.');
    expect(summary).toHaveFocus();
    expect(calls(fetchMock)).not.toContain('POST /api/payment/quote');
  });

  it('goes to the installment options with the installment plan', async () => {
    const user = userEvent.setup();
    api();
    const router = await renderScreen(PlanSelectionRoute, '/es/plan-selection');
    await screen.findByRole('option', { name: 'Texas' });
    await user.selectOptions(screen.getByLabelText('Estado o territorio de EE. UU. donde vive'), 'TX');
    await user.click(within(screen.getByTestId('plan-installments')).getByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'Continuar al plan de pagos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/payment-options'));
    expect(readPlanDraft()).toEqual({ plan: 'installments', state: 'TX' });
  });

  it('asks for the case type first when several fit, then shows its plans', async () => {
    const user = userEvent.setup();
    const fetchMock = api({
      'GET /api/mycase/findOneCase': () =>
        caseSummary({ strategy: null, eligibleStrategies: ['asylum', 'tvisa'] }),
      'POST /api/mycase': (body) => caseSummary({ strategy: body.strategy as 'asylum' }),
    });
    await renderScreen(PlanSelectionRoute, '/plan-selection');
    await user.click(await screen.findByLabelText('Asylum'));
    expect(screen.getByLabelText('T visa')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('plan-full')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST /api/mycase')).toEqual([{ strategy: 'asylum' }]);
  });
});
