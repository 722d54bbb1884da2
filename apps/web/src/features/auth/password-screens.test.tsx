import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import { AUTH_STORAGE_KEY } from '../../lib/session/token-store';
import ChangePasswordScreen from './change-password-screen';
import ForgotPasswordScreen from './forgot-password-screen';
import SetPasswordScreen from './set-password-screen';
import { calls, mockApi, problem, renderScreen, resetAuthTestState } from './test-support';

describe('password screens', () => {
  beforeEach(resetAuthTestState);
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  describe('forgot password', () => {
    const ask = async (email: string, label = 'Email or phone number', button = 'Send link') => {
      await userEvent.type(screen.getByLabelText(label), email);
      await userEvent.click(screen.getByRole('button', { name: button }));
    };

    it('shows the exact 10-minute limit message', async () => {
      mockApi({
        'POST /api/auth/forgot/password': () =>
          problem(429, 'RATE_LIMITED', { reason: 'passwordResetLimit' }),
      });
      await renderScreen(ForgotPasswordScreen, '/forgot-password');
      await ask('ana@example.org');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "You've reached the limit for password reset attempts. Please try again in 10 minutes.",
      );
    });

    it('answers in Spanish without telling whether an account exists, and accepts a phone number', async () => {
      const fetchMock = mockApi({ 'POST /api/auth/forgot/password': () => ({ ok: true }) });
      await renderScreen(ForgotPasswordScreen, '/es/forgot-password');
      await ask('(202) 555-0123', 'Correo electrónico o número de teléfono', 'Enviar enlace');
      expect(await screen.findByTestId('forgot-sent')).toHaveTextContent(
        'Si hay una cuenta con este correo electrónico o teléfono, le enviamos un enlace para crear una nueva contraseña. Si no le llega nada, revise la dirección o cree una cuenta.',
      );
      expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute(
        'href',
        '/es/create-account',
      );
      const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/forgot/password')!;
      expect(JSON.parse(init!.body as string)).toEqual({ identifier: '(202) 555-0123', locale: 'es' });
    });

    it('sends the request in the page language and confirms', async () => {
      const fetchMock = mockApi({ 'POST /api/auth/forgot/password': () => ({ ok: true }) });
      await renderScreen(ForgotPasswordScreen, '/es/forgot-password');
      await ask('ana@example.org', 'Correo electrónico o número de teléfono', 'Enviar enlace');
      expect(await screen.findByTestId('forgot-sent')).toBeInTheDocument();
      const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/forgot/password')!;
      expect(JSON.parse(init!.body as string)).toEqual({ identifier: 'ana@example.org', locale: 'es' });
    });

    it('checks the format before calling', async () => {
      const fetchMock = mockApi({});
      await renderScreen(ForgotPasswordScreen, '/forgot-password');
      await ask('not-an-email');
      expect(await screen.findByText('Invalid format')).toBeInTheDocument();
      expect(calls(fetchMock)).not.toContain('POST /api/auth/forgot/password');
    });
  });

  describe('set password', () => {
    it('uses the link token and refuses a reused password', async () => {
      const fetchMock = mockApi({
        'POST /api/auth/reset/password': () =>
          problem(400, 'VALIDATION', {
            reason: 'passwordReused',
            errors: [
              { path: 'body.password', message: "You've used this password before. Choose a new one." },
            ],
          }),
      });
      await renderScreen(SetPasswordScreen, '/set-password?token=link-1');
      await userEvent.type(await screen.findByLabelText('New password'), 'Camino#2026');
      await userEvent.type(screen.getByLabelText('Confirm new password'), 'Camino#2026');
      await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "You've used this password before. Choose a new one.",
      );
      const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/reset/password')!;
      expect(JSON.parse(init!.body as string)).toEqual({
        token: 'link-1',
        password: 'Camino#2026',
        confirmPassword: 'Camino#2026',
      });
    });

    it('shows the policy and mismatch messages in Spanish', async () => {
      mockApi({});
      await renderScreen(SetPasswordScreen, '/es/set-password?token=link-1');
      await userEvent.type(await screen.findByLabelText('Nueva contraseña'), 'corta');
      await userEvent.type(screen.getByLabelText('Confirme la nueva contraseña'), 'otra');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
      expect(await screen.findByText('Use al menos 8 caracteres')).toBeInTheDocument();
      expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    });

    it('offers the expired-link message from the server', async () => {
      mockApi({
        'POST /api/auth/reset/password': () => problem(403, 'FORBIDDEN', { reason: 'linkExpired' }),
      });
      await renderScreen(SetPasswordScreen, '/set-password?token=old');
      await userEvent.type(await screen.findByLabelText('New password'), 'Camino#2026');
      await userEvent.type(screen.getByLabelText('Confirm new password'), 'Camino#2026');
      await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This link has expired. Ask for a new one to continue.',
      );
    });
  });

  describe('change password', () => {
    beforeEach(() => {
      window.sessionStorage.setItem(
        AUTH_STORAGE_KEY,
        JSON.stringify({ token: 'full', tokenExpiration: Date.now() + 600_000 }),
      );
    });

    const change = async (labels: [string, string, string, string]) => {
      await userEvent.type(screen.getByLabelText(labels[0]), 'Old#Pass1');
      await userEvent.type(screen.getByLabelText(labels[1]), 'Camino#2026');
      await userEvent.type(screen.getByLabelText(labels[2]), 'Camino#2026');
      await userEvent.click(screen.getByRole('button', { name: labels[3] }));
    };

    it('shows the exact wrong-current-password message beside the field', async () => {
      const fetchMock = mockApi({
        'POST /api/auth/change/password': () =>
          problem(400, 'VALIDATION', {
            reason: 'wrongCurrentPassword',
            errors: [
              {
                path: 'body.currentPassword',
                message: 'Your current password is incorrect. Please try again',
              },
            ],
          }),
      });
      await renderScreen(ChangePasswordScreen, '/change-password');
      await change(['Current password', 'New password', 'Confirm new password', 'Change password']);
      expect(await screen.findAllByText('Your current password is incorrect. Please try again')).toHaveLength(
        2,
      );
      const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/change/password')!;
      expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer full');
    });

    it('says so in Spanish', async () => {
      mockApi({
        'POST /api/auth/change/password': () =>
          problem(400, 'VALIDATION', {
            reason: 'wrongCurrentPassword',
            errors: [
              {
                path: 'body.currentPassword',
                message: 'Your current password is incorrect. Please try again',
              },
            ],
          }),
      });
      await renderScreen(ChangePasswordScreen, '/es/change-password');
      await change([
        'Contraseña actual',
        'Nueva contraseña',
        'Confirme la nueva contraseña',
        'Cambiar contraseña',
      ]);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Su contraseña actual es incorrecta. Inténtelo de nuevo',
      );
    });

    it('confirms a change and empties the fields', async () => {
      mockApi({ 'POST /api/auth/change/password': () => ({ ok: true }) });
      await renderScreen(ChangePasswordScreen, '/change-password');
      await change(['Current password', 'New password', 'Confirm new password', 'Change password']);
      expect(await screen.findByTestId('change-password-done')).toHaveTextContent(
        'Your password was changed.',
      );
      await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    });
  });
});
