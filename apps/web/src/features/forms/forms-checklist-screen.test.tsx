import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormOffer } from '@camino/contracts';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import enForms from '../../locales/en/forms.json';
import esForms from '../../locales/es/forms.json';
import { mockApi } from '../../test/mock-api';
import FormsChecklistScreen from './forms-checklist-screen';

function formSections(offer: FormOffer) {
  return {
    configId: 1,
    forms: [
      { id: 'i-589', title: 'Application for Asylum', edition: '01/20/25', completion: 100 },
      {
        id: 'i-765',
        title: 'Application for Employment Authorization',
        edition: '08/21/25',
        completion: 0,
        offer,
      },
    ],
    sections: [],
    readOnly: false,
  };
}

async function renderAt(path: string) {
  i18n.addResourceBundle('en', 'forms', enForms, true, true);
  i18n.addResourceBundle('es', 'forms', esForms, true, true);
  await i18n.changeLanguage(path.startsWith('/es') ? 'es' : 'en');
  const router = createMemoryRouter([{ path: '*', Component: FormsChecklistScreen }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the forms checklist and the work permit', () => {
  beforeEach(() => {
    sessionStorage.setItem(
      'camino.auth',
      JSON.stringify({ token: 't', tokenExpiration: Date.now() + 600_000 }),
    );
    resetSessionManager();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('leads on to the declaration once the forms are answered: the checklist is no dead end', async () => {
    mockApi({
      'GET /api/deliverable/formSection': () => ({
        ...formSections({ state: 'waiting', from: null, days: 150, fee: 560, questionnaire: 'work_permit' }),
        forms: [{ id: 'i-589', title: 'Application for Asylum', edition: '01/20/25', completion: 100 }],
      }),
      'GET /api/dashboard/missing-items': () => ({
        items: [
          {
            key: 'declaration-language',
            kind: 'declaration-language',
            step: 'complete-information',
            params: {},
            route: '/declaration-landing',
          },
        ],
      }),
    });
    await renderAt('/es/forms-checklist');
    const next = await screen.findByTestId('next-missing-action');
    expect(next).toHaveTextContent('Elija el idioma en que escribe su declaración');
    expect(next).toHaveAttribute('href', '/es/declaration-landing');
  });

  it('asks for the date USCIS received the asylum application before it can say when', async () => {
    mockApi({
      'GET /api/deliverable/formSection': () =>
        formSections({
          state: 'date-missing',
          from: null,
          days: 150,
          fee: 560,
          questionnaire: 'work_permit',
        }),
    });
    await renderAt('/es/forms-checklist');
    const notice = await screen.findByTestId('offer-i-765');
    expect(notice).toHaveTextContent(esForms.offer.dateMissing.replace('{{days}}', '150'));
    expect(notice).toHaveTextContent('$560');
    expect(screen.getByRole('button', { name: esForms.offer.recordDate })).toBeInTheDocument();
    // The asylum answers are done: nothing invites to continue them because of the work permit.
    expect(screen.queryByRole('button', { name: esForms.checklist.continue })).toBeNull();
  });

  it('says from which day the I-765 may be sent and its fee then', async () => {
    mockApi({
      'GET /api/deliverable/formSection': () =>
        formSections({
          state: 'waiting',
          from: '2026-06-09',
          days: 150,
          fee: 560,
          questionnaire: 'work_permit',
        }),
    });
    const router = await renderAt('/forms-checklist');
    const notice = await screen.findByTestId('offer-i-765');
    expect(notice).toHaveTextContent(
      'You may send this form from June 9, 2026, 150 days after USCIS received',
    );
    expect(notice).toHaveTextContent('The USCIS fee on that day is $560.');
    screen.getByRole('button', { name: enForms.offer.answer }).click();
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/legal-questions?questionnaire=work_permit',
      ),
    );
  });

  it('says a newer edition may exist when the printed expiry date has passed', async () => {
    mockApi({
      'GET /api/deliverable/formSection': () => ({
        configId: 1,
        forms: [
          {
            id: 'i-914',
            title: 'Application for T Nonimmigrant Status',
            edition: '08/28/24',
            completion: 10,
            editionExpired: true,
          },
          { id: 'i-589', title: 'Application for Asylum', edition: '01/20/25', completion: 0 },
          { id: 'i-914supa-2', title: 'Supplement A (Lucia Cruz)', edition: '08/28/24', completion: 0 },
        ],
        sections: [],
        readOnly: false,
      }),
    });
    await renderAt('/forms-checklist');
    expect(await screen.findByTestId('form-i-914')).toHaveTextContent(enForms.checklist.newerEdition);
    expect(screen.getByTestId('form-i-589')).not.toHaveTextContent(enForms.checklist.newerEdition);
    expect(screen.getByTestId('form-i-589')).toHaveTextContent('Form I-589: Application for Asylum');
    expect(screen.getByTestId('form-i-914supa-2')).toHaveTextContent(
      'Form I-914SUPA: Supplement A (Lucia Cruz)',
    );
  });
});
