import { describe, expect, it } from 'vitest';
import { ROUTES } from '@camino/contracts';
import { privatePrefixes, robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

const ORIGIN = 'https://camino.example';

describe('sitemap', () => {
  it('lists the pages worth finding, never a guarded, link-only or parameterized page', () => {
    const paths = sitemapPaths();
    for (const path of ['/', '/about-us', '/services', '/resources', '/help', '/login', '/pre-questionnaire'])
      expect(paths).toContain(path);
    for (const path of ['/set-password', '/activate-account', '/success-pay', '/profile', '/questionnaire'])
      expect(paths).not.toContain(path);
    expect(paths.some((path) => path.startsWith('/explore-your-options'))).toBe(false);
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    for (const route of ROUTES.filter((each) => each.guards.includes('auth')))
      expect(paths).not.toContain(route.path);
  });

  it('gives every page in both languages with its alternates', () => {
    const xml = sitemapXml(`${ORIGIN}/`, ['/', '/about-us']);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    for (const loc of ['/', '/es', '/about-us', '/es/about-us'])
      expect(xml).toContain(`<loc>${ORIGIN}${loc}</loc>`);
    const esAbout = /<url>\s*<loc>https:\/\/camino\.example\/es\/about-us<\/loc>([\s\S]*?)<\/url>/.exec(
      xml,
    )?.[1];
    expect(esAbout).toContain(`hreflang="en" href="${ORIGIN}/about-us"`);
    expect(esAbout).toContain(`hreflang="es" href="${ORIGIN}/es/about-us"`);
    expect(esAbout).toContain(`hreflang="x-default" href="${ORIGIN}/about-us"`);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API and the signed-in areas and points to the sitemap', () => {
    const text = robotsTxt(ORIGIN);
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const disallowed = privatePrefixes();
    expect(disallowed.length).toBeGreaterThan(0);
    for (const prefix of disallowed) expect(text).toContain(`Disallow: ${prefix}\n`);
    expect(disallowed).toEqual(expect.arrayContaining(['/change-password', '/es/change-password']));
  });

  it('blocks no page of the sitemap', () => {
    const blocked = (path: string) =>
      privatePrefixes().some((prefix) => path === prefix || path.startsWith(prefix));
    for (const path of sitemapPaths()) {
      expect(blocked(path), path).toBe(false);
      expect(blocked(`/es${path === '/' ? '' : path}`), path).toBe(false);
    }
  });
});
