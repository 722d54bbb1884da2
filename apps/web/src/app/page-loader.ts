import { redirect, data, type LoaderFunctionArgs } from 'react-router';
import { matchRoute, splitLocale, type RouteDefinition } from '@camino/contracts';
import { runGuards } from '../lib/guards/guards';
import { resolveNavigationTarget } from '../lib/guards/navigation-rules';
import { localizeHref, readLanguageCookie } from '../lib/locale';
import { readSession, sessionReady } from '../lib/session/session-store';

export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * Runs before a page renders (in parallel with its chunk): validates the path against the route
 * table, applies the spec's guards and keeps the locale prefix on every redirect.
 */
export function createPageLoader(
  route: RouteDefinition,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const match = matchRoute(url.pathname);
    if (!match || match.route.id !== route.id) notFound();
    const { locale } = match;

    // Someone who chose Spanish lands on the Spanish home page; only the bare root, so it never loops.
    if (route.id === 'home' && locale === 'en' && url.pathname === '/' && readLanguageCookie() === 'es') {
      throw redirect(`/es${url.search}`);
    }

    if (route.guards.length === 0) return null;
    await sessionReady();
    const session = readSession();
    const decision = runGuards(route.guards, {
      session,
      requestedPath: `${url.pathname}${url.search}`,
      now: Date.now(),
    });
    if (decision.kind === 'allow') return null;
    const target =
      decision.kind === 'redirect'
        ? decision.to
        : await resolveNavigationTarget(
            session.token,
            splitLocale(url.pathname).path,
            fetchImpl,
            request.signal,
          );
    throw redirect(localizeHref(target, locale));
  };
}
