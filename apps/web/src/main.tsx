import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { matchRoute, splitLocale } from '@camino/contracts';
import { AppProviders } from './app/app-providers';
import { buildRoutes } from './app/router';
import { routeModules } from './app/route-modules';
import { ensureLocale } from './lib/i18n';
import { leftBeforeStart } from './lib/quick-exit/use-quick-exit-guards';
import { readHydrationData } from './prerender/hydration';
import { takeOver } from './prerender/take-over';
import './styles.css';

const app = (router: ReturnType<typeof createBrowserRouter>): ReactNode => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

async function start() {
  const { pathname } = window.location;
  // The first page's chunk downloads while its catalog does.
  const first = matchRoute(pathname);
  if (first) void routeModules[first.route.id]?.().catch(() => undefined);
  await ensureLocale(splitLocale(pathname).locale);
  document.documentElement.lang = splitLocale(pathname).locale;

  // The visitor left with the quick exit while the app loaded: a router starting now would update the
  // history and cancel the way out.
  if (leftBeforeStart()) return;
  const container = document.getElementById('root')!;
  const hydrationData = readHydrationData();
  if (!hydrationData) {
    createRoot(container).render(app(createBrowserRouter(buildRoutes())));
    return;
  }
  await takeOver({
    container,
    routes: buildRoutes(),
    pathname,
    guarded: Boolean(first && first.route.guards.length > 0),
    hydrationData,
    app,
  });
}

// The boot script of prerendered pages waits for this to hand over a tap made while the app loaded.
void start().then(() => document.dispatchEvent(new Event('camino:app-started')));
