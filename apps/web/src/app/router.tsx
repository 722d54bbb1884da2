import type { RouteObject } from 'react-router';
import { LAYOUTS, ROUTES, type Layout, type Locale, type RouteDefinition } from '@camino/contracts';
import { ensureLocale } from '../lib/i18n';
import { loadNamespaces } from '../lib/page-namespaces';
import { designSystemLoader } from './design-system-loader';
import { ErrorPage } from './error-page';
import { HydrateFallback } from './hydrate-fallback';
import { LAYOUT_COMPONENTS } from './layouts/layouts';
import { outboxLoader } from './outbox-loader';
import type { PageHandle } from './page-handle';
import { createPageLoader } from './page-loader';
import { PageFrame } from './page-frame';
import { RootErrorBoundary } from './root-error-boundary';
import { RootShell } from './root-shell';
import { RouteErrorBoundary } from './route-error-boundary';
import { ROUTE_NAMESPACES } from './route-namespaces';
import { designSystemModule, outboxModule, routeModules, type RouteModule } from './route-modules';

const loadQueryProvider = () => import('./query-provider');

function lazyPage(
  routeId: string,
  locale: Locale,
  load: () => Promise<RouteModule>,
  withQueries: boolean,
): RouteObject['lazy'] {
  return async () => {
    try {
      const [module, queries] = await Promise.all([
        load(),
        withQueries ? loadQueryProvider() : null,
        loadNamespaces(locale, ROUTE_NAMESPACES[routeId] ?? []),
      ]);
      const Screen = module.default;
      if (!queries) return { Component: () => <PageFrame routeId={routeId} Screen={Screen} /> };
      const { QueryProvider } = queries;
      return {
        Component: () => (
          <QueryProvider>
            <PageFrame routeId={routeId} Screen={Screen} />
          </QueryProvider>
        ),
      };
    } catch (error) {
      // A rejected lazy() leaves the whole branch blank; thrown from render, the error reaches the
      // page's error boundary, which reloads once for a stale chunk or shows the error page.
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

function pagePath(path: string): Pick<RouteObject, 'path' | 'index'> {
  return path === '/' ? { index: true } : { path: path.slice(1) };
}

function pageRoute(route: RouteDefinition, locale: Locale): RouteObject {
  const load = routeModules[route.id];
  if (!load) throw new Error(`No route module for ${route.id}`);
  const handle: PageHandle = {
    route: { id: route.id, ...(route.breadcrumb ? { breadcrumb: route.breadcrumb } : {}) },
  };
  return {
    id: `${locale}:${route.id}`,
    ...pagePath(route.path),
    loader: createPageLoader(route),
    lazy: lazyPage(route.id, locale, load, route.access !== 'public'),
    handle,
    ErrorBoundary: RouteErrorBoundary,
  } as RouteObject;
}

/** The design system page is outside the spec's table and shown only where developer pages are on. */
function designSystemRoute(locale: Locale): RouteObject {
  const handle: PageHandle = { route: { id: 'design-system' } };
  return {
    id: `${locale}:design-system`,
    path: 'design-system',
    loader: designSystemLoader,
    lazy: lazyPage('design-system', locale, designSystemModule, false),
    handle,
    ErrorBoundary: RouteErrorBoundary,
  } as RouteObject;
}

/** The development outbox page, outside the spec's table and shown only while the server keeps an outbox. */
function outboxRoute(locale: Locale): RouteObject {
  const handle: PageHandle = { route: { id: 'outbox' } };
  return {
    id: `${locale}:outbox`,
    path: 'outbox',
    loader: outboxLoader,
    lazy: lazyPage('outbox', locale, outboxModule, false),
    handle,
    ErrorBoundary: RouteErrorBoundary,
  } as RouteObject;
}

function notFoundRoute(locale: Locale): RouteObject {
  return { id: `${locale}:not-found`, path: '*', element: <ErrorPage status={404} /> };
}

function localeBranch(locale: Locale): RouteObject[] {
  return LAYOUTS.map((layout: Layout) => ({
    id: `${locale}:layout:${layout}`,
    Component: LAYOUT_COMPONENTS[layout],
    children: [
      ...ROUTES.filter((route) => route.layout === layout).map((route) => pageRoute(route, locale)),
      ...(layout === 'dashboard' ? [designSystemRoute(locale)] : []),
      ...(layout === 'default' ? [outboxRoute(locale), notFoundRoute(locale)] : []),
    ],
  }));
}

const localeLoader = (locale: Locale) => async () => {
  await ensureLocale(locale);
  return null;
};

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootShell,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback,
      children: [
        { id: 'en', loader: localeLoader('en'), children: localeBranch('en') },
        { id: 'es', path: 'es', loader: localeLoader('es'), children: localeBranch('es') },
      ],
    },
  ];
}
