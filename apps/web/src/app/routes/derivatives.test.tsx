import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedFamilyMember } from '@camino/contracts';
import DerivativesRoute from './derivatives';
import {
  ASYLUM_PRICES,
  bodiesOf,
  calls,
  caseSummary,
  member,
  mockApi,
  problem,
  renderScreen,
  setUpPaymentScreenTests,
  type Route,
} from '../../test/payment-screen-support';

const SPOUSE = member();
const CHILD = member({
  id: 'c1a2b3c4-0000-4000-8000-000000000002',
  relationship: 'child',
  firstName: 'Luis',
  lastName: 'Pérez',
  dateOfBirth: '2015-06-01',
  married: false,
});

const PAID = caseSummary({
  step: 'documents',
  payment: 'paid-in-full',
  plan: 'full',
  access: { paid: true, canAccessPayment: false, canAccessMyCase: true },
});

function api(members: SavedFamilyMember[], overrides: Record<string, Route> = {}) {
  let saved = members;
  return mockApi({
    'GET /api/mycase/findOneCase': () => PAID,
    'GET /api/basic-payment-options/asylum': () => ASYLUM_PRICES,
    'GET /api/active-payment-plan': () => ({
      plan: 'full',
      casePayment: 'paid-in-full',
      currency: 'USD',
      totalCents: 145_000,
      paidCents: 145_000,
      remainingCents: 0,
      installments: [],
      nextDue: null,
      overdueCount: 0,
      familyMembersCovered: { spouse: true, children: 1 },
      savedMethod: null,
      taxState: 'TX',
    }),
    'GET /api/dashboard/calculatePercentage': () => ({ completionPercentage: 40 }),
    'GET /api/mycase/derivatives': () => ({ members: saved }),
    'PUT /api/mycase/derivatives': (body) => {
      const sent = body.members as (SavedFamilyMember & { id?: string })[];
      saved = sent.map((m, index) => ({ ...m, id: m.id ?? `c1a2b3c4-0000-4000-8000-00000000010${index}` }));
      return { members: saved };
    },
    ...overrides,
  });
}

async function fillChild(user: ReturnType<typeof userEvent.setup>, year: string) {
  await user.type(screen.getByLabelText('First name'), 'Sofía');
  await user.type(screen.getByLabelText('Last name'), 'Pérez');
  await user.selectOptions(screen.getByLabelText('Month'), '3');
  await user.type(screen.getByLabelText('Day'), '9');
  await user.type(screen.getByLabelText('Year'), year);
  const married = screen.getByRole('group', { name: 'Is your child married?' });
  await user.click(within(married).getByLabelText('No'));
  const livesInUs = screen.getByRole('group', { name: 'Does this person live in the U.S.?' });
  await user.click(within(livesInUs).getByLabelText('Yes'));
}

describe('DerivativesRoute', () => {
  setUpPaymentScreenTests();

  it('lists the family members with their names and what the payment covers', async () => {
    api([SPOUSE, CHILD]);
    await renderScreen(DerivativesRoute, '/derivatives');
    const list = await screen.findByTestId('family-member-list');
    expect(list).toHaveTextContent('Ana Pérez');
    expect(list).toHaveTextContent('Spouse');
    expect(list).toHaveTextContent('Luis Pérez');
    expect(list).toHaveTextContent('Born June 1, 2015');
    expect(await screen.findByTestId('coverage-note')).toHaveTextContent(
      'Your payment covers you and your spouse and 1 child.',
    );
    // Asylum allows one spouse, already there: only a child can be added, and only its price is shown.
    expect(screen.queryByTestId('coverage-spouse-price')).not.toBeInTheDocument();
    expect(screen.getByTestId('coverage-note')).not.toHaveTextContent('Adding a spouse costs');
    expect(screen.queryByRole('button', { name: 'Add your spouse' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a child' })).toBeInTheDocument();
  });

  it('removes a family member only after a confirmation naming them and what goes with them', async () => {
    const user = userEvent.setup();
    const fetchMock = api([SPOUSE, CHILD]);
    await renderScreen(DerivativesRoute, '/derivatives');
    await user.click(await screen.findByRole('button', { name: 'Remove Luis Pérez from your case' }));
    const dialog = screen.getByTestId('remove-member-modal');
    expect(dialog).toHaveTextContent('Remove Luis Pérez from your case?');
    expect(dialog).toHaveTextContent('Luis Pérez (Child) will no longer be part of your case.');
    expect(dialog).toHaveTextContent('every document you uploaded for Luis Pérez');
    expect(dialog).toHaveTextContent('every answer you gave about Luis Pérez');
    expect(calls(fetchMock)).not.toContain('PUT /api/mycase/derivatives');

    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove Luis Pérez' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PUT /api/mycase/derivatives')).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'PUT /api/mycase/derivatives')[0]).toEqual({ members: [SPOUSE] });
    await waitFor(() => expect(screen.queryByText('Luis Pérez')).not.toBeInTheDocument());
    expect(await screen.findByText('Luis Pérez was removed from your case.')).toBeInTheDocument();
  });

  it('keeps the member when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const fetchMock = api([SPOUSE, CHILD]);
    await renderScreen(DerivativesRoute, '/derivatives');
    await user.click(await screen.findByRole('button', { name: 'Remove Luis Pérez from your case' }));
    await user.click(screen.getByRole('button', { name: 'No, keep them in my case' }));
    expect(screen.getByText('Luis Pérez')).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('PUT /api/mycase/derivatives');
  });

  it('refuses a child of 21 or older before calling the server, keeping what was typed', async () => {
    const user = userEvent.setup();
    const fetchMock = api([SPOUSE]);
    await renderScreen(DerivativesRoute, '/derivatives');
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    await fillChild(user, '1990');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent('Only children under 21 can be added.');
    expect(summary).toHaveFocus();
    expect(calls(fetchMock)).not.toContain('PUT /api/mycase/derivatives');
    expect(screen.getByLabelText('First name')).toHaveValue('Sofía');
    const year = screen.getByLabelText('Year');
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(year.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Only children under 21 can be added.',
    );
  });

  it('adds a child by sending the whole set, saved members with their ids', async () => {
    const user = userEvent.setup();
    const fetchMock = api([SPOUSE]);
    await renderScreen(DerivativesRoute, '/derivatives');
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    await fillChild(user, '2016');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PUT /api/mycase/derivatives')).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'PUT /api/mycase/derivatives')[0]).toEqual({
      members: [
        SPOUSE,
        {
          relationship: 'child',
          firstName: 'Sofía',
          lastName: 'Pérez',
          dateOfBirth: '2016-03-09',
          married: false,
          livesInUs: true,
        },
      ],
    });
    expect(await screen.findByText('Sofía Pérez')).toBeInTheDocument();
  });

  it('shows the server’s rule under the field, in Spanish, without losing the form', async () => {
    const user = userEvent.setup();
    api([SPOUSE], {
      'PUT /api/mycase/derivatives': () =>
        problem(400, 'VALIDATION', { errors: [{ path: 'body.members.1', message: 'childOutsideUs' }] }),
    });
    await renderScreen(DerivativesRoute, '/es/derivatives');
    await user.click(await screen.findByRole('button', { name: 'Agregar a un hijo o hija' }));
    await user.type(screen.getByLabelText('Nombre'), 'Sofía');
    await user.type(screen.getByLabelText('Apellido'), 'Pérez');
    await user.selectOptions(screen.getByLabelText('Mes'), '3');
    await user.type(screen.getByLabelText('Día'), '9');
    await user.type(screen.getByLabelText('Año'), '2016');
    await user.click(
      within(screen.getByRole('group', { name: '¿Su hijo o hija está casado?' })).getByLabelText('No'),
    );
    await user.click(
      within(screen.getByRole('group', { name: '¿Esta persona vive en EE. UU.?' })).getByLabelText('Sí'),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent(
      'Solo puede agregar a hijos o hijas que vivan en EE. UU.',
    );
    expect(screen.getByLabelText('Nombre')).toHaveValue('Sofía');
  });

  it('offers to pay the difference when the payment does not cover the new member', async () => {
    const user = userEvent.setup();
    api([SPOUSE], {
      'PUT /api/mycase/derivatives': () =>
        problem(409, 'CONFLICT', { reason: 'payment.familyMembersNotCovered', priceImpactCents: 15_000 }),
      'GET /api/payment/family-members/impact': () => ({
        priceImpactCents: 15_000,
        taxCents: 0,
        totalCents: 15_000,
        covered: { spouse: true, children: 0 },
        requested: { spouse: true, children: 1 },
      }),
      'POST /api/param-data-select/information': () => ({ name: 'us-states', options: [] }),
    });
    await renderScreen(DerivativesRoute, '/derivatives');
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    await fillChild(user, '2016');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const panel = await screen.findByTestId('pay-difference');
    expect(panel).toHaveTextContent('Including them costs $150.00 more');
    expect(await within(panel).findByRole('button', { name: 'Pay $150.00' })).toBeEnabled();
    // The plan's state was chosen at the first payment: it is not asked again.
    expect(within(panel).queryByLabelText('U.S. state or territory where you live')).toBeNull();
    // A plan paid in full has no installments to add the price to.
    expect(within(panel).queryByTestId('add-to-installments')).toBeNull();
    // What was typed stays, ready to be saved once paid.
    expect(screen.getByLabelText('First name')).toHaveValue('Sofía');
  });

  it('on an installment plan, lets the added price join the remaining payments instead', async () => {
    const user = userEvent.setup();
    const scheduled = (number: number) => ({
      number,
      dueDate: `2027-0${number}-21`,
      amountCents: 25_000,
      taxCents: 0,
      totalCents: 25_000,
      status: 'scheduled',
      paidAt: null,
      failedAttempts: 0,
      nextAttemptAt: null,
    });
    let covered = false;
    const added: unknown[] = [];
    api([SPOUSE], {
      'GET /api/active-payment-plan': () => ({
        plan: 'installments',
        casePayment: 'installments-current',
        currency: 'USD',
        totalCents: 145_000,
        paidCents: 45_000,
        remainingCents: 100_000,
        installments: [scheduled(1), scheduled(2), scheduled(3)],
        nextDue: scheduled(1),
        overdueCount: 0,
        familyMembersCovered: { spouse: true, children: 0 },
        savedMethod: null,
        taxState: 'TX',
      }),
      'PUT /api/mycase/derivatives': (body) =>
        covered
          ? {
              members: (body.members as SavedFamilyMember[]).map((m, i) => ({
                ...m,
                id: `c1a2b3c4-0000-4000-8000-00000000020${i}`,
              })),
            }
          : problem(409, 'CONFLICT', { reason: 'payment.familyMembersNotCovered', priceImpactCents: 15_000 }),
      'GET /api/payment/family-members/impact': () => ({
        priceImpactCents: 15_000,
        taxCents: 0,
        totalCents: 15_000,
        covered: { spouse: true, children: 0 },
        requested: { spouse: true, children: 1 },
      }),
      'POST /api/payment/family-members/installments': (body) => {
        added.push(body);
        covered = true;
        return {
          priceImpactCents: 15_000,
          taxCents: 0,
          totalCents: 15_000,
          covered: { spouse: true, children: 0 },
          requested: { spouse: true, children: 1 },
        };
      },
    });
    await renderScreen(DerivativesRoute, '/derivatives');
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    await fillChild(user, '2016');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const choice = await screen.findByTestId('add-to-installments');
    expect(choice).toHaveTextContent('split over your 3 remaining monthly payments');
    await user.click(within(choice).getByRole('button', { name: 'Add $150.00 to my remaining payments' }));
    await waitFor(() => expect(screen.queryByTestId('pay-difference')).toBeNull());
    expect(added).toEqual([{ spouse: true, children: 1 }]);
  });
  it('shows a complete case’s family members without any control to change them', async () => {
    api([SPOUSE], { 'GET /api/dashboard/calculatePercentage': () => ({ completionPercentage: 100 }) });
    await renderScreen(DerivativesRoute, '/derivatives');
    expect(await screen.findByTestId('read-only-notice')).toBeInTheDocument();
    expect(screen.getByTestId('family-member-list')).toHaveTextContent('Ana');
    expect(screen.queryByRole('button', { name: /Remove|Edit|Add/ })).toBeNull();
  });
});
