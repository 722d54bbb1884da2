import { Outlet } from 'react-router';
import { SiteFooter } from '../../ui/site-footer';
import { SiteHeader } from '../../ui/site-header';
import { SkipLink } from '../../ui/skip-link';
import { useShellSession } from '../use-shell-session';
import { MainRegion } from './main-region';

export function HomeLayout() {
  const { session, signedIn, logOut } = useShellSession();
  return (
    <div className="flex min-h-dvh flex-col" data-layout="home">
      <SkipLink />
      <SiteHeader
        signedIn={signedIn}
        onLogOut={logOut}
        caseOpen={signedIn && session.canAccessMyCase === true}
      />
      <MainRegion>
        <Outlet />
      </MainRegion>
      <SiteFooter />
    </div>
  );
}
