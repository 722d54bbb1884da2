import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import enForms from '../../locales/en/forms.json';
import esForms from '../../locales/es/forms.json';
import { mockApi } from '../../test/mock-api';
import FormsChecklistScreen from './forms-checklist-screen';

const SAFE = ['c/o Casa Segura', 'PO Box 5501', 'Houston, TX 77001'];

const vawaSections = {
  configId: 1,
  forms: [
    { id: 'g-1145', title: 'e-Notification', edition: '09/26/14', completion: 100 },
    {
      id: 'i-360',
      title: 'Petition',
      edition: '01/20/25',
      completion: 100,
      notice: { pages: [2, 3], address: SAFE },
    },
  ],
  sections: [],
  readOnly: false,
  adjustmentNotIncluded: true,
  laterWorkPermits: [{ name: 'Sofia', category: '(c)(31)', when: 'after_approval' }],
  governmentFees: [
    {
      form: 'I-360',
      label: 'Autopetición VAWA; exenta de tarifa',
      amount: 0,
      perYear: false,
      sourceUrl: 'https://ilrc.org/resources/x',
      asOf: '2026-05-01',
    },
  ],
};

describe('the forms checklist of a VAWA self-petitioner', () => {
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

  it('shows the safe address USCIS writes to, the fee-exempt lines and the I-485 it leaves out, in Spanish', async () => {
    mockApi({ 'GET /api/deliverable/formSection': () => vawaSections });
    i18n.addResourceBundle('en', 'forms', enForms, true, true);
    i18n.addResourceBundle('es', 'forms', esForms, true, true);
    await i18n.changeLanguage('es');
    const router = createMemoryRouter([{ path: '*', Component: FormsChecklistScreen }], {
      initialEntries: ['/es/forms-checklist'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const notice = await screen.findByTestId('notice-address-i-360');
    expect(notice).toHaveTextContent(esForms.checklist.noticeAddress.replace('{{pages}}', '2, 3'));
    for (const line of SAFE) expect(notice).toHaveTextContent(line);
    expect(screen.queryByTestId('notice-address-g-1145')).toBeNull();
    const fees = screen.getByTestId('government-fees');
    expect(fees).toHaveTextContent('Formulario I-360: sin costo');
    expect(fees).toHaveTextContent(esForms.checklist.feesIntro);
    expect(screen.getByTestId('adjustment-not-included')).toHaveTextContent('I-485');
    expect(screen.getByTestId('later-work-permit')).toHaveTextContent(
      'Sofia podrá pedir su propio permiso de trabajo (Formulario I-765, categoría (c)(31)) cuando USCIS apruebe',
    );
  });
});
