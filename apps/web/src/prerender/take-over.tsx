import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { resolveLazyMatches, routerInitialized } from './hydration';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Starts the app on a prerendered page. A public page is hydrated: the router takes over the markup
 * on screen. A page with guards was rendered for a visitor they had not checked, so they run first
 * (the prerendered page stays on screen meanwhile): when they let the visitor stay, the router takes
 * over the markup as well; when they send the visitor elsewhere, the new page is drawn.
 */
export async function takeOver(options: {
  container: HTMLElement;
  routes: RouteObject[];
  pathname: string;
  guarded: boolean;
  hydrationData: HydrationState;
  app: (router: Router) => ReactNode;
}): Promise<void> {
  const { container, routes, pathname, guarded, hydrationData, app } = options;
  if (guarded) {
    const router = createBrowserRouter(routes);
    await routerInitialized(router);
    if (router.state.location.pathname === pathname) hydrateRoot(container, app(router));
    else createRoot(container).render(app(router));
    return;
  }
  await resolveLazyMatches(routes, pathname);
  hydrateRoot(container, app(createBrowserRouter(routes, { hydrationData })));
}
