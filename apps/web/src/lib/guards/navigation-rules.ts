import { matchRoute } from '@camino/contracts';

export const DEFAULT_NAVIGATION_TARGET = '/case-dashboard';

/** The session flags behind the pay, access-payment and access-my-case guards. */
export interface CaseAccessFlags {
  paid: boolean;
  canAccessPayment: boolean;
  canAccessMyCase: boolean;
}

/** The navigation-rules response of the spec (section 3), plus the server's access flags. */
export interface NavigationRules {
  route?: string | null;
  hasCorrectionRequest?: boolean;
  isFinalReview?: boolean;
  access?: CaseAccessFlags;
}

function parseAccess(value: unknown): CaseAccessFlags | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { paid, canAccessPayment, canAccessMyCase } = value as Record<string, unknown>;
  if (
    typeof paid !== 'boolean' ||
    typeof canAccessPayment !== 'boolean' ||
    typeof canAccessMyCase !== 'boolean'
  )
    return undefined;
  return { paid, canAccessPayment, canAccessMyCase };
}

// Hand-checked rather than zod so the guard code stays out of the heavy chunks of the first page.
export function parseNavigationRules(body: unknown): NavigationRules | null {
  if (!body || typeof body !== 'object') return null;
  const { route, hasCorrectionRequest, isFinalReview, access } = body as Record<string, unknown>;
  if (route !== undefined && route !== null && typeof route !== 'string') return null;
  const flags = parseAccess(access);
  return {
    route: route ?? null,
    ...(typeof hasCorrectionRequest === 'boolean' ? { hasCorrectionRequest } : {}),
    ...(typeof isFinalReview === 'boolean' ? { isFinalReview } : {}),
    ...(flags ? { access: flags } : {}),
  };
}

/** Normalises the server's answer to a locale-free page path of the route table. */
export function targetFromRules(rules: NavigationRules | null): string {
  const raw = rules?.route?.trim();
  if (!raw) return DEFAULT_NAVIGATION_TARGET;
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  const match = matchRoute(path);
  return match && match.locale === 'en' ? path : DEFAULT_NAVIGATION_TARGET;
}

export async function fetchNavigationRules(
  token: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<NavigationRules | null> {
  try {
    const response = await fetchImpl('/api/param-navigation-rules', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) return null;
    return parseNavigationRules(await response.json());
  } catch {
    return null;
  }
}

/**
 * Where a signed-in user goes when a guard turns them away. When the answer is the page they are
 * already on (which would loop), the public home page is the safe landing.
 */
export async function resolveNavigationTarget(
  token: string | undefined,
  currentPath: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
  known?: NavigationRules | null,
): Promise<string> {
  const rules =
    known !== undefined ? known : token ? await fetchNavigationRules(token, fetchImpl, signal) : null;
  const target = targetFromRules(rules);
  const strip = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  return strip(target) === strip(currentPath) ? '/' : target;
}
