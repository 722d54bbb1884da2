import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import ActivateAccountScreen from './activate-account-screen';
import InstructionsActivateScreen from './instructions-activate-screen';
import ResendActivateAccountScreen from './resend-activate-account-screen';
import { calls, mockApi, problem, renderScreen, resetAuthTestState } from './test-support';

describe('activation screens', () => {
  beforeEach(resetAuthTestState);
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('activates once from the link and shows the activated page', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/activateAccount': () => ({ ok: true }) });
    const router = await renderScreen(ActivateAccountScreen, '/es/activate-account?token=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/account-activated'));
    expect(calls(fetchMock).filter((call) => call === 'POST /api/auth/activateAccount')).toHaveLength(1);
  });

  it('offers a new link when the activation link expired', async () => {
    mockApi({ 'POST /api/auth/activateAccount': () => problem(403, 'FORBIDDEN', { reason: 'linkExpired' }) });
    await renderScreen(ActivateAccountScreen, '/activate-account?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired. Ask for a new one to continue.',
    );
    expect(screen.getByRole('link', { name: 'Get a new activation link' })).toHaveAttribute(
      'href',
      '/resend-activate-account?token=old',
    );
  });

  it('shows the masked contacts and sends a new link', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/get-contact-info': () => ({ email: 'a•••a@e•••.org', phone: '+1 ••• ••• 0123' }),
      'POST /api/auth/resend-activation-link': () => ({ ok: true }),
    });
    await renderScreen(ResendActivateAccountScreen, '/es/resend-activate-account?token=old');
    expect(await screen.findByText('a•••a@e•••.org')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar nuevo enlace' }));
    expect(await screen.findByTestId('resend-sent')).toHaveTextContent(
      'Enviamos un nuevo enlace de activación. Revise su correo electrónico y sus mensajes de texto.',
    );
    expect(calls(fetchMock)).toContain('POST /api/auth/resend-activation-link');
  });

  it('says when the account is already active', async () => {
    mockApi({
      'POST /api/auth/get-contact-info': () => problem(409, 'CONFLICT', { reason: 'alreadyActivated' }),
    });
    await renderScreen(ResendActivateAccountScreen, '/resend-activate-account?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is already active. You can log in.',
    );
  });

  it('repeats the masked contacts on the instructions page', async () => {
    mockApi({});
    await renderScreen(InstructionsActivateScreen, '/instructions-activate', {
      email: 'a•••a@e•••.org',
      phone: '+1 ••• ••• 0123',
    });
    expect(screen.getByTestId('activation-sent')).toHaveTextContent(
      'We sent an activation link to a•••a@e•••.org and by text message to +1 ••• ••• 0123.',
    );
    expect(screen.getByText('Nothing arrived?')).toBeInTheDocument();
  });

  it('asks for a new link by email or phone on the instructions page, with the same answer for everyone', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/request-activation-link': () => ({ ok: true }) });
    await renderScreen(InstructionsActivateScreen, '/es/instructions-activate');
    await userEvent.type(
      screen.getAllByLabelText('Correo electrónico o teléfono con el que se registró')[0]!,
      'maria@example.org',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar un nuevo enlace' }));
    expect(await screen.findByTestId('new-link-sent')).toHaveTextContent(
      'Si hay una cuenta con este correo electrónico o teléfono esperando activación',
    );
    expect(calls(fetchMock)).toContain('POST /api/auth/request-activation-link');
  });

  it('corrects a mistyped email from a failed activation link and names where the new link went', async () => {
    let sent: unknown;
    mockApi({
      'POST /api/auth/activateAccount': () => problem(404, 'NOT_FOUND', { reason: 'invalidLink' }),
      'POST /api/auth/correct-contact': (body: unknown) => {
        sent = body;
        return { status: 'awaiting_activation', email: 'm•••a@e•••.org', phone: '+1 ••• ••• 0123' };
      },
    });
    await renderScreen(ActivateAccountScreen, '/activate-account?token=old');
    await userEvent.click(await screen.findByText('Did you write your email or phone wrong?'));
    await userEvent.click(screen.getByRole('button', { name: 'Correct and send the link' }));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    await userEvent.type(
      screen.getAllByLabelText('Email or phone number you signed up with')[1]!,
      'maria@exmaple.org',
    );
    await userEvent.type(screen.getByLabelText('Your password'), 'Camino#2026a');
    await userEvent.type(screen.getByLabelText('Correct email'), 'maria@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Correct and send the link' }));
    expect(await screen.findByTestId('contact-corrected')).toHaveTextContent(
      'We sent a new activation link to m•••a@e•••.org and by text message to +1 ••• ••• 0123. The link sent before no longer works.',
    );
    expect(sent).toEqual({
      identifier: 'maria@exmaple.org',
      password: 'Camino#2026a',
      email: 'maria@example.org',
    });
  });
});
