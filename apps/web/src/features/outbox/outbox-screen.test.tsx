import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OutboxMessage } from '@camino/contracts';
import { i18n } from '../../lib/i18n';
import enOutbox from '../../locales/en/outbox.json';
import esOutbox from '../../locales/es/outbox.json';
import OutboxScreen from './outbox-screen';

const activation: OutboxMessage = {
  to: 'ana@example.org',
  channel: 'email',
  subject: 'Activate your Camino account',
  text: 'Activate your account with this link:\nhttps://camino.example/activate-account?token=abc',
  links: ['https://camino.example/activate-account?token=abc'],
  createdAt: '2026-11-21T10:00:00.000Z',
};
const sms: OutboxMessage = {
  to: '+15005550006',
  channel: 'sms',
  subject: null,
  text: 'Camino: reset your password',
  links: ['http://localhost:3000/es/set-password?token=xyz#top'],
  createdAt: '2026-11-21T11:00:00.000Z',
};

function mockOutbox(...answers: OutboxMessage[][]) {
  const fetchMock = vi.fn(async () => Response.json({ messages: answers.shift() ?? [] }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderOutbox(path = '/outbox') {
  i18n.addResourceBundle('en', 'outbox', enOutbox, true, true);
  i18n.addResourceBundle('es', 'outbox', esOutbox, true, true);
  await i18n.changeLanguage(path.startsWith('/es') ? 'es' : 'en');
  const router = createMemoryRouter([{ path: '*', Component: OutboxScreen }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('outbox screen', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('lists the messages newest first with their links made relative', async () => {
    const fetchMock = mockOutbox([activation, sms]);
    await renderOutbox();
    const messages = await screen.findAllByTestId('outbox-message');
    expect(fetchMock).toHaveBeenCalledWith('/api/dev/outbox', expect.anything());
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent('SMS');
    expect(messages[0]).toHaveTextContent('+15005550006');
    expect(within(messages[0]!).getByRole('link')).toHaveAttribute('href', '/es/set-password?token=xyz#top');
    expect(
      within(messages[1]!).getByRole('heading', { name: 'Activate your Camino account' }),
    ).toBeInTheDocument();
    expect(messages[1]).toHaveTextContent('Email');
    expect(messages[1]).toHaveTextContent('ana@example.org');
    expect(messages[1]).toHaveTextContent('Nov 21, 2026');
    expect(within(messages[1]!).getByRole('link')).toHaveAttribute('href', '/activate-account?token=abc');
  });

  it('filters by recipient and refreshes', async () => {
    const fetchMock = mockOutbox(
      [activation, sms],
      [{ ...activation, createdAt: '2026-11-21T12:00:00.000Z' }, activation],
    );
    await renderOutbox();
    expect(await screen.findAllByTestId('outbox-message')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Filter by recipient'), 'ANA@');
    expect(screen.getAllByTestId('outbox-message')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findAllByTestId('outbox-message')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await userEvent.clear(screen.getByLabelText('Filter by recipient'));
    await userEvent.type(screen.getByLabelText('Filter by recipient'), 'nobody');
    expect(screen.getByTestId('outbox-empty')).toHaveTextContent('No messages for this recipient.');
  });

  it('explains in Spanish when nothing was sent yet', async () => {
    mockOutbox([]);
    await renderOutbox('/es/outbox');
    expect(await screen.findByTestId('outbox-empty')).toHaveTextContent(
      'Los mensajes aparecen aquí cuando Camino envía un correo electrónico o un mensaje de texto',
    );
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });
});
