import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { PageFrame } from './page-frame';

const Screen = () => null;

function renderPage(routeId: string, pattern: string, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={<PageFrame routeId={routeId} Screen={Screen} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('PageFrame head', () => {
  it("uses the page's own description", () => {
    renderPage('about-us', '/about-us', '/about-us');
    expect(description()).toBe(en.routes['about-us'].description);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toMatch(
      /\/about-us$/,
    );
  });

  it("describes a case type's page with its summary", () => {
    renderPage(
      'explore-your-options-strategy',
      '/explore-your-options/:strategy',
      '/explore-your-options/tvisa',
    );
    expect(description()).toBe(en.strategies.tvisa.summary);
  });

  it("falls back to the site's description", () => {
    renderPage('forgot-password', '/forgot-password', '/forgot-password');
    expect(description()).toBe(en.common.description);
  });
});
