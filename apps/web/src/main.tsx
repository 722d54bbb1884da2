import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { matchRoute, splitLocale } from '@camino/contracts';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/router';
import { routeModules } from './app/route-modules';
import { ensureLocale } from './lib/i18n';
import './styles.css';

async function start() {
  const { pathname } = window.location;
  // The first page's chunk downloads while its catalog does.
  const first = matchRoute(pathname);
  if (first) void routeModules[first.route.id]?.().catch(() => undefined);
  await ensureLocale(splitLocale(pathname).locale);
  document.documentElement.lang = splitLocale(pathname).locale;

  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
