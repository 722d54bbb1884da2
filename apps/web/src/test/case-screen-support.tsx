import { splitLocale } from '@camino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n';
import enWorkspace from '../locales/en/workspace.json';
import esWorkspace from '../locales/es/workspace.json';
import enReview from '../locales/en/review.json';
import esReview from '../locales/es/review.json';

export { mockApi } from './mock-api';

/** Renders a screen at `path` with a fresh query cache, a signed-in session and the workspace and review catalogs. */
export async function renderScreen(Screen: ComponentType, path: string) {
  window.sessionStorage.setItem('camino.auth', JSON.stringify({ token: 'token-1' }));
  i18n.addResourceBundle('en', 'workspace', enWorkspace, true, true);
  i18n.addResourceBundle('es', 'workspace', esWorkspace, true, true);
  i18n.addResourceBundle('en', 'review', enReview, true, true);
  i18n.addResourceBundle('es', 'review', esReview, true, true);
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
