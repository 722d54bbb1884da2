import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useLocale } from '../lib/locale';
import { useQuickExitGuards } from '../lib/quick-exit/use-quick-exit-guards';
import { SessionKeeper } from './session-keeper';
import { MAIN_CONTENT_ID } from '../ui/skip-link';
import { isPageHandle } from './page-handle';
import { UpdateBanner } from './update-banner';
import { useBuildCheck } from './use-build-check';
import { useIdlePrefetch } from './use-idle-prefetch';

export function RootShell() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const routeId = useMatches()
    .map((match) => match.handle)
    .findLast(isPageHandle)?.route.id;
  const updateAvailable = useBuildCheck(import.meta.env.PROD);
  const firstRender = useRef(true);

  useIdlePrefetch(routeId);
  useQuickExitGuards();

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    // After client-side navigation, screen readers start reading from the new page's content.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <UpdateBanner visible={updateAvailable} />
      <SessionKeeper />
    </>
  );
}
