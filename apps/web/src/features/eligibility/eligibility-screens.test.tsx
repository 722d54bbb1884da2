import { splitLocale } from '@camino/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { readSession, resetSessionManager } from '../../lib/session/session-store';
import enEligibility from '../../locales/en/eligibility.json';
import enHelpLines from '../../locales/en/help-lines.json';
import esEligibility from '../../locales/es/eligibility.json';
import esHelpLines from '../../locales/es/help-lines.json';
import EligibilityConfirmationScreen from './eligibility-confirmation-screen';
import NoEligibilitySubmitScreen from './no-eligibility-submit-screen';
import PreQuestionnaireScreen from './pre-questionnaire-screen';

type Route = (body: Record<string, unknown>) => { status: number; body: object };

/** Stubs the network boundary with routes such as `'POST /api/leads'`. */
function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const route = routes[`${init.method ?? 'GET'} ${String(input)}`];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const answer = route ? route(body) : { status: 404, body: { code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderScreen(Screen: ComponentType, path: string) {
  i18n.addResourceBundle('en', 'eligibility', enEligibility, true, true);
  i18n.addResourceBundle('es', 'eligibility', esEligibility, true, true);
  i18n.addResourceBundle('en', 'help-lines', enHelpLines, true, true);
  i18n.addResourceBundle('es', 'help-lines', esHelpLines, true, true);
  await i18n.changeLanguage(splitLocale(path).locale);
  const router = createMemoryRouter([{ path: '*', Component: Screen }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetSessionManager();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('PreQuestionnaireScreen', () => {
  it('opens a temporary session in the visitor’s language and goes to the questionnaire', async () => {
    window.localStorage.setItem('camino.session', JSON.stringify({ eligibility: 'eligible' }));
    const fetchMock = mockApi({
      'POST /api/auth/generate-temp-token': () => ({
        status: 201,
        body: { tempToken: 'temp-1', expiresAt: new Date().toISOString() },
      }),
    });
    const router = await renderScreen(PreQuestionnaireScreen, '/es/pre-questionnaire');
    await userEvent.click(screen.getByRole('button', { name: 'Comenzar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/questionnaire'));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ locale: 'es' });
    expect(readSession()).toMatchObject({ tempToken: 'temp-1', eligibility: null });
  });
});

describe('PreQuestionnaireScreen with a session already open', () => {
  it('continues the questionnaire without opening another session', async () => {
    window.sessionStorage.setItem('camino.auth', JSON.stringify({ tempToken: 'temp-0' }));
    const fetchMock = mockApi({});
    const router = await renderScreen(PreQuestionnaireScreen, '/pre-questionnaire');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questionnaire'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readSession().tempToken).toBe('temp-0');
  });
});

describe('NoEligibilitySubmitScreen', () => {
  it('explains bad input in Spanish and keeps what was typed', async () => {
    const fetchMock = mockApi({});
    await renderScreen(NoEligibilitySubmitScreen, '/es/no-eligibility-submit');
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mis datos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor, revise los campos marcados abajo.',
    );
    expect(screen.getByText('Por favor, escriba su apellido.')).toBeInTheDocument();
    expect(screen.getByText(/revise su correo electrónico/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('says why, in plain words, and gives free legal help and hotlines with their sources', async () => {
    mockApi({
      'GET /api/eligibility/outcome': () => ({
        status: 200,
        body: {
          outcome: 'not-eligible',
          reasons: ['asylum-deadline-passed-no-exception', 'arrest-as-persecution', 'unknown-key'],
        },
      }),
    });
    await renderScreen(NoEligibilitySubmitScreen, '/es/no-eligibility-submit');
    const reasons = await screen.findByTestId('not-fit-reasons');
    expect(reasons).toHaveTextContent('dentro del año siguiente a su última llegada');
    expect(reasons).toHaveTextContent('Aun así se debe contar en los formularios');
    expect(reasons.querySelectorAll('li')).toHaveLength(2);
    const help = screen.getByTestId('free-help');
    expect(help).toHaveTextContent('Línea Nacional contra la Violencia Doméstica');
    expect(help).toHaveTextContent('Línea Nacional contra la Trata de Personas');
    expect(help.querySelector('a[href="tel:+18007997233"]')).not.toBeNull();
    expect(
      help.querySelector('a[href="https://www.justice.gov/eoir/list-pro-bono-legal-service-providers"]'),
    ).not.toBeNull();
    expect(help).toHaveTextContent('Fuente: Departamento de Justicia de EE. UU.');
  });

  it('sends the details with the consent given and shows the confirmation', async () => {
    let sent: Record<string, unknown> = {};
    mockApi({
      'POST /api/leads': (body) => {
        sent = body;
        return { status: 201, body: { id: 'lead-1', consent: true } };
      },
    });
    const router = await renderScreen(NoEligibilitySubmitScreen, '/no-eligibility-submit');
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Pérez');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '(202) 555-0123');
    await userEvent.click(screen.getByLabelText(/partner law firm/));
    await userEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-eligibility-confirmation'));
    expect(sent).toEqual({
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.com',
      phone: '(202) 555-0123',
      consent: true,
    });
  });
});

describe('EligibilityConfirmationScreen', () => {
  it('walks four steps and asks for the confirmation before the account', async () => {
    mockApi({
      'GET /api/eligibility/outcome': () => ({
        status: 200,
        body: { outcome: 'eligible', strategies: ['asylum'] },
      }),
    });
    const router = await renderScreen(EligibilityConfirmationScreen, '/eligibility-confirmation');
    expect(screen.getByTestId('confirmation-step-title')).toHaveTextContent('Review your options');
    for (const title of ['What Camino does and does not do', 'What you will need', 'Confirm and continue']) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByTestId('confirmation-step-title')).toHaveTextContent(title);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByText('Please check the box to continue.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-account'));
  });
});
