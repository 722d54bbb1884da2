import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { canReloadForStaleChunk, isChunkLoadError, reloadOnceForStaleChunk } from '../lib/chunk-reload';
import { ErrorPage } from './error-page';
import { HydrateFallback } from './hydrate-fallback';

/**
 * Shown inside the page's layout when its loader, chunk or component fails. By the time it renders
 * the URL is the page the user asked for, so a stale-chunk reload lands them where they meant to go.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const staleChunk = isChunkLoadError(error);
  const willReload = staleChunk && canReloadForStaleChunk(pathname);

  useEffect(() => {
    if (staleChunk) {
      reloadOnceForStaleChunk(pathname);
    } else if (status >= 500) {
      console.warn('[camino] page error', error instanceof Error ? error.message : error);
    }
  }, [error, staleChunk, status, pathname]);

  if (willReload) return <HydrateFallback />;
  return <ErrorPage status={status} />;
}
