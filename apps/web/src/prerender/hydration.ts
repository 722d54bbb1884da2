import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { HYDRATION_DATA_ID } from './page-document';

/** The router state a prerendered page carries, or null on the single-page shell. */
export function readHydrationData(doc: Document = document): HydrationState | null {
  const script = doc.getElementById(HYDRATION_DATA_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as HydrationState;
  } catch {
    return null;
  }
}

/**
 * Loads the lazy routes the first page matches before the router is created, so its first render
 * matches the prerendered markup instead of showing the loading fallback.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/** Resolves once the router has run the first page's loaders (and followed any redirect). */
export function routerInitialized(router: {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
