import { matchRoute, type NavigationRulesResponse } from '@camino/contracts';
import { readNavigationRules } from '../api/navigation-rules';

export const DEFAULT_NAVIGATION_TARGET = '/case-dashboard';

/** Normalises the server's answer to a locale-free page path of the route table. */
export function targetFromRules(rules: Pick<NavigationRulesResponse, 'route'> | null): string {
  const raw = rules?.route.trim();
  if (!raw) return DEFAULT_NAVIGATION_TARGET;
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  const match = matchRoute(path);
  return match && match.locale === 'en' ? path : DEFAULT_NAVIGATION_TARGET;
}

/**
 * Where a signed-in user goes when a guard turns them away. When the answer is the page they are
 * already on (which would loop), the public home page is the safe landing. `known` is an answer the
 * caller already read, so the rules are asked once per navigation.
 */
export async function resolveNavigationTarget(
  signedIn: boolean,
  currentPath: string,
  signal?: AbortSignal,
  known?: NavigationRulesResponse | null,
): Promise<string> {
  const rules = known !== undefined ? known : signedIn ? await readNavigationRules(signal) : null;
  const target = targetFromRules(rules);
  const strip = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  return strip(target) === strip(currentPath) ? '/' : target;
}
