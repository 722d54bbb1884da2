import { LOCALES, localizePath, ROUTES, type RouteDefinition } from '@camino/contracts';
import { pageLinks } from './seo-links';

/**
 * The locale-free paths a search engine may list: every page open to anyone (no guard, no
 * parameter) and the page of each case type.
 */
export function sitemapPaths(routes: readonly RouteDefinition[] = ROUTES): string[] {
  return routes
    .filter((route) => INDEXABLE.has(route.id) && route.guards.length === 0)
    .map((route) => route.path);
}

/**
 * Pages worth finding from a search engine. Account steps (activation, password links), payment
 * results and redirect helpers only make sense from a link Camino sent, and the strategy pages sit
 * behind the eligibility guards, so a crawler would only be redirected away from them.
 */
const INDEXABLE = new Set([
  'home',
  'help',
  'about-us',
  'services',
  'resources',
  'login',
  'pre-questionnaire',
  'referral',
]);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: each page in each language, with its language alternates. */
export function sitemapXml(origin: string, paths: readonly string[] = sitemapPaths()): string {
  const urls = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const links = pageLinks(origin, localizePath(path, locale));
      const alternates = links.alternates.map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      );
      return ['  <url>', `    <loc>${escapeXml(links.canonical)}</loc>`, ...alternates, '  </url>'].join(
        '\n',
      );
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The signed-in areas, as path prefixes in both languages (up to the first parameter). */
export function privatePrefixes(routes: readonly RouteDefinition[] = ROUTES): string[] {
  const prefixes = routes
    .filter((route) => route.guards.includes('auth'))
    .map((route) => route.path.split('/:')[0]!)
    .flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)));
  return [...new Set(prefixes)].sort();
}

/** robots.txt: public pages allowed; the API and the signed-in areas not; where the sitemap is. */
export function robotsTxt(origin: string, routes: readonly RouteDefinition[] = ROUTES): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...privatePrefixes(routes).map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
