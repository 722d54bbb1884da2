import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageLinks } from './seo-links';

/** Where the site is published; a build without VITE_PUBLIC_URL names the origin it is served from. */
function siteOrigin(): string {
  const configured: unknown = import.meta.env.VITE_PUBLIC_URL;
  return typeof configured === 'string' && configured !== '' ? configured : window.location.origin;
}

function headElement<K extends 'meta' | 'link'>(tag: K, selector: string, init: Record<string, string>) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    for (const [name, value] of Object.entries(init)) element.setAttribute(name, value);
    document.head.append(element);
  }
  return element;
}

/**
 * Keeps the head of the single index.html in step with the page on screen: its meta description,
 * canonical address and language alternates.
 */
export function usePageHead(description: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    headElement('meta', 'meta[name="description"]', { name: 'description' }).content = description;
  }, [description]);
  useEffect(() => {
    const links = pageLinks(siteOrigin(), pathname);
    headElement('link', 'link[rel="canonical"]', { rel: 'canonical' }).href = links.canonical;
    for (const { hreflang, href } of links.alternates) {
      headElement('link', `link[rel="alternate"][hreflang="${hreflang}"]`, {
        rel: 'alternate',
        hreflang,
      }).href = href;
    }
  }, [pathname]);
}
