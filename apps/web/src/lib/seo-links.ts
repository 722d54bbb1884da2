import { LOCALES, localizePath, splitLocale } from '@camino/contracts';

export interface PageLinks {
  canonical: string;
  /** One per language, then `x-default` (the English page, the site's default language). */
  alternates: Array<{ hreflang: string; href: string }>;
}

/** The canonical address of a page and its versions in each language, from its browser path. */
export function pageLinks(origin: string, pathname: string): PageLinks {
  const { locale, path } = splitLocale(pathname);
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const base = origin.replace(/\/+$/, '');
  const href = (to: (typeof LOCALES)[number]) => `${base}${localizePath(clean, to)}`;
  return {
    canonical: href(locale),
    alternates: [
      ...LOCALES.map((each) => ({ hreflang: each, href: href(each) })),
      { hreflang: 'x-default', href: href('en') },
    ],
  };
}
