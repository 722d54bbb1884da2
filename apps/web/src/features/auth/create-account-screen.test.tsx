import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import { readInvitation, saveInvitation } from '../../lib/invitation/invitation-store';
import CreateAccountScreen from './create-account-screen';
import { calls, mockApi, problem, renderScreen, resetAuthTestState } from './test-support';

const CREATED = { status: 'awaiting_activation', email: 'a•••a@e•••.org', phone: '+1 ••• ••• 0123' };

const EN = {
  name: 'First name',
  lastName: 'Last name',
  email: 'Email',
  confirmEmail: 'Confirm email',
  phone: 'Phone number',
  confirmPhone: 'Confirm phone number',
  password: 'Password',
  confirmPassword: 'Confirm password',
  submit: 'Create account',
};
const ES = {
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  confirmEmail: 'Confirme su correo electrónico',
  phone: 'Número de teléfono',
  confirmPhone: 'Confirme su número de teléfono',
  password: 'Contraseña',
  confirmPassword: 'Confirme su contraseña',
  submit: 'Crear cuenta',
};

async function fill(labels: typeof EN, overrides: Partial<Record<keyof typeof EN, string>> = {}) {
  const values = {
    name: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.org',
    confirmEmail: 'ana@example.org',
    phone: '202 555 0123',
    confirmPhone: '(202) 555-0123',
    password: 'Camino#2026',
    confirmPassword: 'Camino#2026',
    ...overrides,
  };
  for (const [field, value] of Object.entries(values)) {
    if (value) await userEvent.type(screen.getByLabelText(labels[field as keyof typeof EN]), value);
  }
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('CreateAccountScreen', () => {
  beforeEach(resetAuthTestState);
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows the spec mismatch messages in English without calling the server', async () => {
    const fetchMock = mockApi({});
    await renderScreen(CreateAccountScreen, '/create-account');
    await fill(EN, {
      confirmEmail: 'other@example.org',
      confirmPhone: '202 555 0199',
      confirmPassword: 'Camino#2027',
    });
    expect(await screen.findByText('The email does not match')).toBeInTheDocument();
    expect(screen.getByText('The phone number does not match')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/auth/createAccount');
  });

  it('shows the same messages in Spanish, and an invalid format', async () => {
    mockApi({});
    await renderScreen(CreateAccountScreen, '/es/create-account');
    await fill(ES, {
      email: 'ana@',
      confirmEmail: 'ana@',
      confirmPhone: '202 555 0199',
      confirmPassword: 'x',
    });
    expect(await screen.findByText('Formato no válido')).toBeInTheDocument();
    expect(screen.getByText('El número de teléfono no coincide')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('ticks the password checklist as the person types', async () => {
    mockApi({});
    await renderScreen(CreateAccountScreen, '/create-account');
    await userEvent.type(screen.getByLabelText('Password'), 'abcdefgh');
    const items = screen.getByTestId('password-checklist').querySelectorAll('li');
    expect([...items].map((item) => item.dataset.met)).toEqual(['true', 'false', 'true', 'false', 'false']);
    await userEvent.type(screen.getByLabelText('Password'), 'A1#');
    expect([...items].every((item) => item.dataset.met === 'true')).toBe(true);
  });

  it('carries an invitation to the account and says it counted before the activation steps', async () => {
    saveInvitation('ABCD2345', 'Community Legal Clinic');
    const fetchMock = mockApi({
      'POST /api/referrals/arrival': () => ({ recorded: true }),
      'POST /api/auth/createAccount': () => CREATED,
    });
    const router = await renderScreen(CreateAccountScreen, '/es/create-account');
    await fill(ES);
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/referral/referred-success'));
    expect(router.state.location.state).toMatchObject({ invitedBy: 'Community Legal Clinic' });
    const arrival = fetchMock.mock.calls.findIndex(([url]) => url === '/api/referrals/arrival');
    const created = fetchMock.mock.calls.findIndex(([url]) => url === '/api/auth/createAccount');
    expect(arrival).toBeGreaterThanOrEqual(0);
    expect(arrival).toBeLessThan(created);
    expect(readInvitation()).toBeNull();
  });

  it('signs up as usual when the invitation cannot be recorded', async () => {
    saveInvitation('ABCD2345', null);
    mockApi({
      'POST /api/referrals/arrival': () => ({ status: 503, body: { code: 'UNAVAILABLE' } }),
      'POST /api/auth/createAccount': () => CREATED,
    });
    const router = await renderScreen(CreateAccountScreen, '/create-account');
    await fill(EN);
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructions-activate'));
  });

  it('sends the phone with its country code and goes to the activation instructions', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/createAccount': () => CREATED,
    });
    const router = await renderScreen(CreateAccountScreen, '/es/create-account');
    await fill(ES);
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/instructions-activate'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/createAccount')!;
    expect(JSON.parse(init!.body as string)).toMatchObject({
      email: 'ana@example.org',
      phone: '+1 202 555 0123',
      confirmPhone: '+1 (202) 555-0123',
      locale: 'es',
    });
    expect(router.state.location.state).toEqual({ email: 'a•••a@e•••.org', phone: '+1 ••• ••• 0123' });
  });

  it('shows a banner and the field message when the email is taken, keeping what was typed', async () => {
    mockApi({
      'POST /api/auth/createAccount': () =>
        problem(409, 'CONFLICT', {
          reason: 'emailInUse',
          fields: ['email'],
          errors: [{ path: 'body.email', message: 'This email is already in use.' }],
        }),
    });
    await renderScreen(CreateAccountScreen, '/create-account');
    await fill(EN);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('We could not create your account');
    expect(banner).toHaveTextContent('This email is already in use.');
    expect(screen.getAllByText('This email is already in use.')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('Camino#2026');
  });

  it('names a taken phone number in Spanish', async () => {
    mockApi({
      'POST /api/auth/createAccount': () =>
        problem(409, 'CONFLICT', {
          reason: 'phoneInUse',
          fields: ['phone'],
          errors: [{ path: 'body.phone', message: 'This phone number is already in use.' }],
        }),
    });
    await renderScreen(CreateAccountScreen, '/es/create-account');
    await fill(ES);
    expect(await screen.findByRole('alert')).toHaveTextContent('Este número de teléfono ya está en uso.');
    expect(screen.getAllByText('Este número de teléfono ya está en uso.')).toHaveLength(2);
  });
});
