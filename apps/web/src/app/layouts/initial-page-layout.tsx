import { Outlet } from 'react-router';
import { SiteFooter } from '../../ui/site-footer';
import { SiteHeader } from '../../ui/site-header';
import { SkipLink } from '../../ui/skip-link';
import { useShellSession } from '../use-shell-session';
import { MainRegion } from './main-region';

export function InitialPageLayout() {
  const { signedIn, logOut } = useShellSession();
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-brand-50 to-white" data-layout="initial-page">
      <SkipLink />
      <SiteHeader signedIn={signedIn} onLogOut={logOut} variant="minimal" />
      <MainRegion className="px-4 py-10 sm:py-16">
        <div className="mx-auto w-full max-w-xl text-center">
          <Outlet />
        </div>
      </MainRegion>
      <SiteFooter compact />
    </div>
  );
}
