import { redirect, data, type LoaderFunctionArgs } from 'react-router';
import { matchRoute, splitLocale, type RouteDefinition } from '@camino/contracts';
import type { Guard } from '@camino/contracts';
import { runGuards } from '../lib/guards/guards';
import type { NavigationRulesResponse } from '@camino/contracts';
import { readNavigationRules } from '../lib/api/navigation-rules';
import { resolveNavigationTarget } from '../lib/guards/navigation-rules';
import { recordCaseAccess } from '../lib/session/case-access';
import { hasValidToken } from '../lib/session/session';
import { localizeHref, readLanguageCookie } from '../lib/locale';
import { readSession, sessionReady } from '../lib/session/session-store';

const CASE_GUARDS: ReadonlySet<Guard> = new Set(['pay', 'access-payment', 'access-my-case']);

export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * Runs before a page renders (in parallel with its chunk): validates the path against the route
 * table, applies the spec's guards and keeps the locale prefix on every redirect.
 */
export function createPageLoader(route: RouteDefinition) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const match = matchRoute(url.pathname);
    if (!match || match.route.id !== route.id) notFound();
    const { locale } = match;
    // At build time a page is rendered as a first-time visitor sees it; its guards run in the browser.
    if (import.meta.env.SSR) return null;

    // Someone who chose Spanish lands on the Spanish home page; only the bare root, so it never loops.
    if (route.id === 'home' && locale === 'en' && url.pathname === '/' && readLanguageCookie() === 'es') {
      throw redirect(`/es${url.search}`);
    }

    if (route.guards.length === 0) return null;
    await sessionReady();
    let session = readSession();
    // The case guards follow the server's record, never a flag a tab kept from an earlier state
    // (an installment can fall overdue, a payment can settle in another tab).
    let rules: NavigationRulesResponse | null | undefined;
    if (route.guards.some((guard) => CASE_GUARDS.has(guard)) && hasValidToken(session)) {
      rules = await readNavigationRules(request.signal);
      if (rules?.access) {
        recordCaseAccess(rules.access);
        session = { ...session, ...rules.access };
      }
    }
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
            hasValidToken(session),
            splitLocale(url.pathname).path,
            request.signal,
            rules,
          );
    throw redirect(localizeHref(target, locale));
  };
}
