import { type CaseSummary, splitLocale } from '@camino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import enProfile from '../../locales/en/profile.json';
import esProfile from '../../locales/es/profile.json';
import enWorkspace from '../../locales/en/workspace.json';
import esWorkspace from '../../locales/es/workspace.json';
import MyProfileScreen from './my-profile-screen';
import PersonalInfoScreen from './personal-info-screen';
import ProfileScreen from './profile-screen';

// The contract's and the payment's cards are handed in by the route; here only the profile's form matters.
const MyProfile = () => <MyProfileScreen contractCard={null} paymentPlanCard={null} />;

const CASE_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const CASE_SUMMARY: CaseSummary = {
  id: CASE_ID,
  strategy: 'asylum',
  eligibleStrategies: ['asylum'],
  step: 'forms',
  payment: 'paid-in-full',
  plan: 'full',
  access: { paid: true, canAccessPayment: true, canAccessMyCase: true },
  createdAt: '2026-11-01T12:00:00.000Z',
};
const SAVED = {
  name: 'María',
  lastName: 'López',
  aNumber: null,
  dateOfBirth: null,
  gender: null,
  email: 'maria@example.org',
  phone: '+12025550142',
  saved: false,
  updatedAt: null,
};

type Answer = { status: number; body: unknown };

function mockApi(options: { percentage?: number; save?: (body: Record<string, unknown>) => Answer }) {
  const puts: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const reply = ({ status, body }: Answer) => Response.json(body, { status });
    if (url === '/api/mycase/findOneCase') return reply({ status: 200, body: CASE_SUMMARY });
    if (url.startsWith('/api/dashboard/calculatePercentage'))
      return reply({ status: 200, body: { completionPercentage: options.percentage ?? 30 } });
    if (url === '/api/mycase/personal-info' && method === 'GET') return reply({ status: 200, body: SAVED });
    if (url === '/api/auth/sign-in-identity')
      return reply({ status: 200, body: { email: 'm•••a@e•••.org', phone: '+1 ••• ••• 0142' } });
    if (url === '/api/mycase/personal-info' && method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push(body);
      // The server keeps an A-Number as its nine digits.
      const aNumber =
        typeof body.aNumber === 'string' ? body.aNumber.replace(/\D/g, '').padStart(9, '0') : null;
      return reply(
        options.save?.(body) ?? { status: 200, body: { ...SAVED, ...body, aNumber, saved: true } },
      );
    }
    return reply({ status: 404, body: { code: 'NOT_FOUND' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, puts };
}

async function renderScreen(Screen: ComponentType, path: string) {
  for (const [lang, profile, workspace] of [
    ['en', enProfile, enWorkspace],
    ['es', esProfile, esWorkspace],
  ] as const) {
    i18n.addResourceBundle(lang, 'profile', profile, true, true);
    i18n.addResourceBundle(lang, 'workspace', workspace, true, true);
  }
  await i18n.changeLanguage(splitLocale(path).locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', Component: Screen }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('personal-info-aNumber'), 'A-12-345-678');
  const selects = screen.getAllByRole('combobox');
  await user.selectOptions(selects[0]!, '5');
  const [day, year] = screen
    .getAllByRole('textbox')
    .filter((input) => input.getAttribute('inputmode') === 'numeric');
  await user.type(day!, '1');
  await user.type(year!, '1990');
  await user.click(screen.getAllByRole('radio')[1]!);
  return user;
}

beforeEach(() => {
  window.sessionStorage.setItem('camino.auth', JSON.stringify({ token: 'token-1' }));
  resetSessionManager();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('personal information', () => {
  it('says in Spanish that the email and phone are contact details and names the sign-in', async () => {
    mockApi({});
    await renderScreen(PersonalInfoScreen, '/es/personal-info');
    await waitFor(() =>
      expect(screen.getByTestId('contact-not-sign-in')).toHaveTextContent(
        'Cambiarlos aquí no cambia cómo inicia sesión: sigue iniciando sesión con m•••a@e•••.org o +1 ••• ••• 0142 y su contraseña.',
      ),
    );
  });

  it('prefills the account’s details and saves the form', async () => {
    const { puts } = mockApi({});
    await renderScreen(PersonalInfoScreen, '/personal-info');
    expect(await screen.findByTestId('personal-info-name')).toHaveValue('María');
    expect(screen.getByTestId('personal-info-email')).toHaveValue('maria@example.org');
    await waitFor(() => expect(screen.getByTestId('personal-info-save')).toBeEnabled());
    const user = await fillValidForm();
    await user.click(screen.getByTestId('personal-info-save'));
    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        name: 'María',
        lastName: 'López',
        aNumber: 'A-12-345-678',
        dateOfBirth: '1990-05-01',
        gender: 'female',
        email: 'maria@example.org',
        phone: '+12025550142',
      },
    ]);
  });

  it.each([
    ['en', '/my-profile', "We couldn't save the latest changes. Please try again."],
    ['es', '/es/my-profile', 'No pudimos guardar los últimos cambios. Inténtelo de nuevo.'],
  ])('keeps what was typed and says so when saving fails (%s)', async (_lang, path, message) => {
    mockApi({ save: () => ({ status: 500, body: { code: 'INTERNAL' } }) });
    await renderScreen(MyProfile, path);
    await waitFor(() => expect(screen.getByTestId('personal-info-save')).toBeEnabled());
    const user = await fillValidForm();
    await user.clear(screen.getByTestId('personal-info-name'));
    await user.type(screen.getByTestId('personal-info-name'), 'Ana Lucía');
    await user.click(screen.getByTestId('personal-info-save'));
    // The client retries a 500 twice before giving up.
    expect(await screen.findByTestId('personal-info-failed', {}, { timeout: 5000 })).toHaveTextContent(
      message,
    );
    expect(screen.getByTestId('personal-info-name')).toHaveValue('Ana Lucía');
    expect(screen.getByTestId('personal-info-aNumber')).toHaveValue('A-12-345-678');
  });

  it('checks the A-Number before sending, with the message linked to the field', async () => {
    const { puts } = mockApi({});
    await renderScreen(PersonalInfoScreen, '/personal-info');
    await waitFor(() => expect(screen.getByTestId('personal-info-save')).toBeEnabled());
    const user = await fillValidForm();
    await user.clear(screen.getByTestId('personal-info-aNumber'));
    await user.type(screen.getByTestId('personal-info-aNumber'), '1234567');
    await user.click(screen.getByTestId('personal-info-save'));
    const field = screen.getByTestId('personal-info-aNumber');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter your A-Number: 8 or 9 digits, with or without the letter A.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Some information needs to be fixed.');
    expect(puts).toEqual([]);
  });

  it('is read-only once the case is complete', async () => {
    mockApi({ percentage: 100 });
    await renderScreen(PersonalInfoScreen, '/personal-info');
    expect(await screen.findByTestId('read-only-notice')).toHaveTextContent(
      'This page can no longer be changed',
    );
    expect(screen.getByTestId('personal-info-name')).toBeDisabled();
    expect(screen.getByTestId('personal-info-save')).toBeDisabled();
  });
});

describe('ProfileScreen', () => {
  it('asks a visitor to log in', async () => {
    window.sessionStorage.clear();
    resetSessionManager();
    mockApi({});
    await renderScreen(ProfileScreen, '/es/profile');
    expect(screen.getByTestId('profile-login-prompt')).toHaveTextContent('Inicie sesión para ver');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/es/login?next=%2Fes%2Fprofile',
    );
  });

  it('sends a paid applicant to My profile', async () => {
    window.localStorage.setItem('camino.session', JSON.stringify({ paid: true }));
    resetSessionManager();
    mockApi({});
    const router = await renderScreen(ProfileScreen, '/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
  });
});
