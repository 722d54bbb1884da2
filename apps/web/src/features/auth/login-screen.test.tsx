import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { readSession } from '../../lib/session/session-store';
import LoginScreen from './login-screen';

function renderLogin(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: LoginScreen }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

async function submit() {
  await userEvent.type(screen.getByLabelText('Email or phone number'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret-123');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginScreen', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields before calling the server', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderLogin('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the spec message when the credentials are refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    renderLogin('/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login could not be completed. Verify your credentials and try again.',
    );
    expect(readSession().token).toBeUndefined();
  });

  it('returns to a same-origin next page after login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ token: 'abc', tokenExpiration: Date.now() + 60_000 })),
    );
    const router = renderLogin('/es/login?next=%2Fes%2Fcontract');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/contract'));
    expect(readSession().token).toBe('abc');
  });

  it('ignores a next page on another site', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ token: 'abc' })),
    );
    const router = renderLogin('/login?next=https%3A%2F%2Fevil.example%2F');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-dashboard'));
  });
});
