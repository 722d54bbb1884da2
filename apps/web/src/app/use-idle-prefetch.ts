import { useEffect } from 'react';
import { IDLE_PREFETCH_DELAY_MS, IDLE_PREFETCH_PARALLEL } from '@camino/contracts';
import { onIdle, runLimited } from '../lib/idle';
import { LIKELY_NEXT } from './likely-next';
import { routeModules } from './route-modules';

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Fetches the chunks of the likely next pages once the current one has settled. */
export function useIdlePrefetch(routeId: string | undefined): void {
  useEffect(() => {
    if (!routeId || savesData()) return;
    const loaders = (LIKELY_NEXT[routeId] ?? [])
      .map((id) => routeModules[id])
      .filter((load) => load !== undefined);
    if (loaders.length === 0) return;
    let cancelIdle: () => void = () => undefined;
    const timer = window.setTimeout(() => {
      cancelIdle = onIdle(() => void runLimited(loaders, IDLE_PREFETCH_PARALLEL));
    }, IDLE_PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [routeId]);
}
