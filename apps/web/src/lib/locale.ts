import { useLocation } from 'react-router';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  localizePath,
  splitLocale,
  type Locale,
} from '@camino/contracts';

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'es' : 'en';
}

/** The locale named by the current URL; the path is the only source of truth for it. */
export function useLocale(): Locale {
  return splitLocale(useLocation().pathname).locale;
}

/** Builds a locale-prefixed link from a locale-free path that may carry a query or hash. */
export function localizeHref(href: string, locale: Locale): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  return `${localizePath(path || '/', locale)}${rest}`;
}

/** The same page (query and hash included) in the other language. */
export function switchLocaleHref(pathname: string, search: string, hash: string, to: Locale): string {
  return `${localizePath(splitLocale(pathname).path, to)}${search}${hash}`;
}

export function readLanguageCookie(cookie = document.cookie): Locale | null {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookie);
  const value = match?.[1];
  return value === 'en' || value === 'es' ? value : null;
}

export function writeLanguageCookie(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

export function splitLocaleFromPath(pathname: string): Locale {
  return splitLocale(pathname).locale;
}
