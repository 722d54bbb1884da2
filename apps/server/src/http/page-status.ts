import { matchRoute, splitLocale } from '@camino/contracts';

/** Which development-only pages this deployment serves. */
export interface DevPages {
  /** The design system, everywhere outside production. */
  devPages: boolean;
  /** The outbox page, wherever `/api/dev/outbox` exists. */
  outbox: boolean;
}

/** The status a browser path gets when answered with the web app: 200 for a page, 404 otherwise. */
export function pageStatus(pathname: string, pages: DevPages): 200 | 404 {
  if (matchRoute(pathname)) return 200;
  const { path } = splitLocale(pathname);
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (clean === '/design-system') return pages.devPages ? 200 : 404;
  if (clean === '/outbox') return pages.outbox ? 200 : 404;
  return 404;
}
