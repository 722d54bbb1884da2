import { LOCALES, localizePath, ROUTES, STRATEGIES, type Locale } from '@camino/contracts';

/**
 * The pages written to HTML at build time: everything a visitor reads before starting the
 * questionnaire or logging in. Pages whose content depends on the visitor (forms, account steps,
 * the case) stay rendered in the browser only.
 */
export const PRERENDERED_ROUTE_IDS = [
  'home',
  'about-us',
  'services',
  'resources',
  'help',
  'pre-questionnaire',
  'explore-your-options',
  'explore-your-options-strategy',
  'no-eligibility-confirmation',
] as const;

export interface PrerenderedPage {
  routeId: (typeof PRERENDERED_ROUTE_IDS)[number];
  locale: Locale;
  /** The browser path, with its locale prefix. */
  pathname: string;
  /** The route's guards, which the boot script checks before the visitor may read on without the app. */
  guards: readonly string[];
}

export function prerenderedPages(): PrerenderedPage[] {
  return PRERENDERED_ROUTE_IDS.flatMap((routeId) => {
    const route = ROUTES.find((each) => each.id === routeId);
    if (!route) throw new Error(`No route ${routeId}`);
    const paths =
      routeId === 'explore-your-options-strategy'
        ? STRATEGIES.map((strategy) => route.path.replace(':strategy', strategy))
        : [route.path];
    return LOCALES.flatMap((locale) =>
      paths.map((path) => ({
        routeId,
        locale,
        pathname: localizePath(path, locale),
        guards: route.guards,
      })),
    );
  });
}

/** The file, relative to the prerendered folder, that holds a page's HTML. */
export function prerenderedFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.replace(/^\//, '')}.html`;
}
