import { matchRoute, splitLocale } from '@camino/contracts';

/** Pages that exist only outside production. */
const DEV_PAGES = new Set(['/design-system']);

/** The status a browser path gets when answered with the web app: 200 for a page, 404 otherwise. */
export function pageStatus(pathname: string, devPages: boolean): 200 | 404 {
  if (matchRoute(pathname)) return 200;
  const { path } = splitLocale(pathname);
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return devPages && DEV_PAGES.has(clean) ? 200 : 404;
}
