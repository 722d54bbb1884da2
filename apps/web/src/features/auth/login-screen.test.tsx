import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import { readSession } from '../../lib/session/session-store';
import LoginScreen from './login-screen';
import { calls, mockApi, problem, renderScreen, resetAuthTestState } from './test-support';

async function submit(identifier = 'Email or phone number', password = 'Password', button = 'Log in') {
  await userEvent.type(screen.getByLabelText(identifier), 'ana@example.com');
  await userEvent.type(screen.getByLabelText(password), 'Secret-123');
  await userEvent.click(screen.getByRole('button', { name: button }));
}

const signedIn = () => ({ token: 'abc', tokenExpiration: new Date(Date.now() + 900_000).toISOString() });

describe('LoginScreen', () => {
  beforeEach(resetAuthTestState);
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = mockApi({});
    await renderScreen(LoginScreen, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(calls(fetchMock)).not.toContain('POST /api/auth/login');
  });

  it('sends the identifier and password the server expects', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/login': () => signedIn() });
    await renderScreen(LoginScreen, '/login');
    await submit();
    await waitFor(() => expect(readSession().token).toBe('abc'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login')!;
    expect(JSON.parse(init!.body as string)).toEqual({
      identifier: 'ana@example.com',
      password: 'Secret-123',
    });
  });

  it('shows the spec message when the credentials are refused', async () => {
    mockApi({ 'POST /api/auth/login': () => problem(401, 'UNAUTHORIZED', { reason: 'invalidCredentials' }) });
    await renderScreen(LoginScreen, '/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login could not be completed. Verify your credentials and try again.',
    );
    expect(readSession().token).toBeUndefined();
  });

  it('says the login is locked and for how long, in English and Spanish, with a way to a new password', async () => {
    mockApi({
      'POST /api/auth/login': () =>
        problem(429, 'RATE_LIMITED', { reason: 'tooManyLoginAttempts', retryAfterSeconds: 840 }),
    });
    await renderScreen(LoginScreen, '/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts: logging in is locked for 14 minutes. Try again then, or create a new password.',
    );
    expect(screen.getByRole('link', { name: 'Create a new password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says the login is locked in Spanish', async () => {
    mockApi({
      'POST /api/auth/login': () =>
        problem(429, 'RATE_LIMITED', { reason: 'tooManyLoginAttempts', retryAfterSeconds: 30 }),
    });
    await renderScreen(LoginScreen, '/es/login');
    await submit('Correo electrónico o número de teléfono', 'Contraseña', 'Iniciar sesión');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos fallidos: el inicio de sesión está bloqueado durante 1 minuto.',
    );
  });

  it('tells in Spanish that the account is not activated yet', async () => {
    mockApi({ 'POST /api/auth/login': () => problem(403, 'FORBIDDEN', { reason: 'accountNotActivated' }) });
    await renderScreen(LoginScreen, '/es/login');
    await submit('Correo electrónico o número de teléfono', 'Contraseña', 'Iniciar sesión');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aún no ha activado su cuenta. Revise su correo electrónico y actívela para continuar.',
    );
  });

  it('shows the English not-activated message word for word', async () => {
    mockApi({ 'POST /api/auth/login': () => problem(403, 'FORBIDDEN', { reason: 'accountNotActivated' }) });
    await renderScreen(LoginScreen, '/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You haven't activated your account yet. Check your email and activate it to continue.",
    );
  });

  it('offers a new link and a correction, prefilled, when the account is not activated yet', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': () => problem(403, 'FORBIDDEN', { reason: 'accountNotActivated' }),
      'POST /api/auth/request-activation-link': () => ({ ok: true }),
    });
    await renderScreen(LoginScreen, '/es/login');
    await submit('Correo electrónico o número de teléfono', 'Contraseña', 'Iniciar sesión');
    const help = await screen.findByTestId('activation-help');
    expect(help).toHaveTextContent('¿Escribió mal su correo electrónico o su teléfono?');
    expect(screen.getByLabelText('Su contraseña')).toHaveValue('Secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar un nuevo enlace' }));
    expect(await screen.findByTestId('new-link-sent')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/request-activation-link')!;
    expect(JSON.parse(init!.body as string)).toEqual({ identifier: 'ana@example.com' });
  });

  it('returns to a same-origin next page after login', async () => {
    mockApi({ 'POST /api/auth/login': () => signedIn() });
    const router = await renderScreen(LoginScreen, '/es/login?next=%2Fes%2Fcontract');
    await submit('Correo electrónico o número de teléfono', 'Contraseña', 'Iniciar sesión');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/contract'));
    expect(readSession().token).toBe('abc');
  });

  it('ignores a next page on another site', async () => {
    mockApi({ 'POST /api/auth/login': () => signedIn() });
    const router = await renderScreen(LoginScreen, '/login?next=https%3A%2F%2Fevil.example%2F');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-dashboard'));
  });

  it('offers only the social providers the server lists', async () => {
    mockApi({ 'GET /api/client-config': () => ({ devPages: false, outbox: false, socialProviders: ['google'] }) });
    await renderScreen(LoginScreen, '/login');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', '/api/auth/social/google/start?locale=en');
    expect(screen.queryByRole('link', { name: 'Continue with Apple' })).toBeNull();
  });

  it('finishes a social sign-in with a refresh', async () => {
    mockApi({ 'POST /api/auth/refresh': () => signedIn() });
    const router = await renderScreen(LoginScreen, '/login?social=success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-dashboard'));
    expect(readSession().token).toBe('abc');
  });
});
