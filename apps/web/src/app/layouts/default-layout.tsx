import { Outlet } from 'react-router';
import { SiteFooter } from '../../ui/site-footer';
import { SiteHeader } from '../../ui/site-header';
import { SkipLink } from '../../ui/skip-link';
import { useShellSession } from '../use-shell-session';
import { MainRegion } from './main-region';

export function DefaultLayout() {
  const { session, signedIn, logOut } = useShellSession();
  return (
    <div className="flex min-h-dvh flex-col bg-canvas" data-layout="default">
      <SkipLink />
      <SiteHeader
        signedIn={signedIn}
        onLogOut={logOut}
        caseOpen={signedIn && session.canAccessMyCase === true}
      />
      <MainRegion className="px-4 py-8 sm:py-12">
        <div className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-5 shadow-sm sm:p-8">
          <Outlet />
        </div>
      </MainRegion>
      <SiteFooter />
    </div>
  );
}
