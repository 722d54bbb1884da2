import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import ShortUrlScreen, { resolveShortUrlTarget } from './short-url-screen';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/short-url/:slugId', Component: ShortUrlScreen },
      { path: '/es/short-url/:slugId', Component: ShortUrlScreen },
      { path: '*', Component: () => <p>landed</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('short links', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('accepts product paths and https addresses only', () => {
    const origin = 'https://camino.example';
    expect(resolveShortUrlTarget('/es/referral?ref=1', origin)).toEqual({
      kind: 'internal',
      path: '/es/referral?ref=1',
    });
    expect(resolveShortUrlTarget('https://partner.example/x', origin)).toEqual({
      kind: 'external',
      url: 'https://partner.example/x',
    });
    expect(resolveShortUrlTarget('javascript:alert(1)', origin)).toBeNull();
    expect(resolveShortUrlTarget('http://insecure.example', origin)).toBeNull();
    expect(resolveShortUrlTarget(42, origin)).toBeNull();
  });

  it('follows a link inside the product', async () => {
    const fetchMock = vi.fn(async () => Response.json({ target: '/es/referral' }));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/short-url/abc_1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/referral'));
    expect(fetchMock).toHaveBeenCalledWith('/api/url-shorter/abc_1', expect.anything());
  });

  it('explains a link that does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    renderAt('/es/short-url/nope');
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/es');
  });
});
