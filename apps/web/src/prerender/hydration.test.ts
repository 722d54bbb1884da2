import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { HYDRATION_DATA_ID } from './page-document';
import { readHydrationData, resolveLazyMatches, routerInitialized } from './hydration';

describe('taking over a prerendered page', () => {
  it('reads the router data the page carries, and nothing on the plain shell', () => {
    document.body.innerHTML = `<script type="application/json" id="${HYDRATION_DATA_ID}">{"loaderData":{"en":null}}</script>`;
    expect(readHydrationData()).toEqual({ loaderData: { en: null } });
    document.body.innerHTML = '<div id="root"></div>';
    expect(readHydrationData()).toBeNull();
  });

  it('loads the lazy routes of the first page only', async () => {
    const loaded: string[] = [];
    const lazy = (id: string) => async () => {
      loaded.push(id);
      return { Component: () => null };
    };
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'help', lazy: lazy('help') },
          { path: 'about-us', lazy: lazy('about-us') },
        ],
      },
    ];
    await resolveLazyMatches(routes, '/help');
    expect(loaded).toEqual(['help']);
    expect(routes[0]!.children![0]!.lazy).toBeUndefined();
    expect(routes[0]!.children![0]!.Component).toBeTypeOf('function');
  });

  it('waits for the router to finish its first navigation', async () => {
    let listener: ((state: { initialized: boolean }) => void) | undefined;
    const router = {
      state: { initialized: false },
      subscribe: (next: (state: { initialized: boolean }) => void) => {
        listener = next;
        return () => undefined;
      },
    };
    let done = false;
    const waiting = routerInitialized(router).then(() => (done = true));
    listener!({ initialized: false });
    await Promise.resolve();
    expect(done).toBe(false);
    listener!({ initialized: true });
    await waiting;
    expect(done).toBe(true);
  });
});
