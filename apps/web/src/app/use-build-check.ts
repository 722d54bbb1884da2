import { useEffect, useState } from 'react';
import { BUILD_ID, fetchLatestBuild } from '../lib/build-info';

export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** True once the server has a newer build than the one running in this tab. */
export function useBuildCheck(enabled: boolean, intervalMs = BUILD_CHECK_INTERVAL_MS): boolean {
  const [updateAvailable, setUpdateAvailable] = useState(false);

  useEffect(() => {
    if (!enabled || updateAvailable) return;
    let active = true;
    const check = async () => {
      const latest = await fetchLatestBuild();
      if (active && latest && latest.id !== BUILD_ID) setUpdateAvailable(true);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = window.setInterval(() => void check(), intervalMs);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, intervalMs, updateAvailable]);

  return updateAvailable;
}
