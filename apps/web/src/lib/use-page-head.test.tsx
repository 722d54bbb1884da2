import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';
import { pageLinks } from './seo-links';
import { usePageHead } from './use-page-head';

function Head({ description }: { description: string }) {
  usePageHead(description);
  return null;
}

const href = (selector: string) => document.head.querySelector<HTMLLinkElement>(selector)?.href;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('page links', () => {
  it('names the page in each language, English as the default', () => {
    expect(pageLinks('https://camino.example/', '/es/services/')).toEqual({
      canonical: 'https://camino.example/es/services',
      alternates: [
        { hreflang: 'en', href: 'https://camino.example/services' },
        { hreflang: 'es', href: 'https://camino.example/es/services' },
        { hreflang: 'x-default', href: 'https://camino.example/services' },
      ],
    });
    expect(pageLinks('https://camino.example', '/es').canonical).toBe('https://camino.example/es');
    expect(pageLinks('https://camino.example', '/').alternates[1]).toEqual({
      hreflang: 'es',
      href: 'https://camino.example/es',
    });
  });
});

describe('usePageHead', () => {
  it('sets the description, the canonical address and the language alternates of the page', () => {
    renderAt(<Head description="Prepare su caso" />, '/es/about-us');
    const origin = window.location.origin;
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'Prepare su caso',
    );
    expect(href('link[rel="canonical"]')).toBe(`${origin}/es/about-us`);
    expect(href('link[rel="alternate"][hreflang="en"]')).toBe(`${origin}/about-us`);
    expect(href('link[rel="alternate"][hreflang="es"]')).toBe(`${origin}/es/about-us`);
    expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${origin}/about-us`);
  });

  it('updates the existing tags instead of adding more', () => {
    document.head.innerHTML = '<meta name="description" content="Static">';
    renderAt(<Head description="First" />, '/help');
    renderAt(<Head description="Second" />, '/login');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('Second');
    expect(href('link[rel="canonical"]')).toBe(`${window.location.origin}/login`);
  });
});
