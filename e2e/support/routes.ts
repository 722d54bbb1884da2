import { localizePath, ROUTES, type Locale, type RouteDefinition } from '@camino/contracts';

/** A concrete path for a route, filling each parameter with an allowed value. */
export function examplePath(route: RouteDefinition): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const rule = route.params?.[name];
    if (Array.isArray(rule)) return String(rule[0]);
    return 'example';
  });
}

export type Expectation = { kind: 'page'; layout: string } | { kind: 'redirect'; to: string };

/** Where a visitor with no session lands when asking for a route, following the guard rules. */
export function expectationFor(route: RouteDefinition, locale: Locale): Expectation {
  const path = localizePath(examplePath(route), locale);
  if (route.guards.includes('auth')) {
    return { kind: 'redirect', to: `${localizePath('/login', locale)}?next=${encodeURIComponent(path)}` };
  }
  if (route.guards.includes('temp-auth')) {
    return { kind: 'redirect', to: localizePath('/pre-questionnaire', locale) };
  }
  return { kind: 'page', layout: route.layout };
}

export const PUBLIC_ROUTES = ROUTES.filter((r) => r.guards.length === 0 && r.id !== 'short-url');
export { ROUTES };
