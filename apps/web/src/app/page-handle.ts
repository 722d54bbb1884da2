import type { RouteDefinition } from '@camino/contracts';

/** Carried on each page route so layouts can read the page's title key and breadcrumb. */
export interface PageHandle {
  route: Pick<RouteDefinition, 'id' | 'breadcrumb'>;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return !!handle && typeof handle === 'object' && 'route' in handle;
}
