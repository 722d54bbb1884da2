import { Outlet } from 'react-router';
import { SiteFooter } from '../../ui/site-footer';
import { SiteHeader } from '../../ui/site-header';
import { SkipLink } from '../../ui/skip-link';
import { useShellSession } from '../use-shell-session';
import { MainRegion } from './main-region';
import { PageBreadcrumbs } from './page-breadcrumbs';

export function DashboardLayout() {
  const { session, signedIn, logOut } = useShellSession();
  return (
    <div className="flex min-h-dvh flex-col bg-canvas" data-layout="dashboard">
      <SkipLink />
      <SiteHeader
        signedIn={signedIn}
        onLogOut={logOut}
        caseOpen={signedIn && session.canAccessMyCase === true}
      />
      <div className="mx-auto w-full max-w-6xl px-4 pt-2">
        <PageBreadcrumbs />
      </div>
      <MainRegion className="px-4 pt-4 pb-12">
        <div className="mx-auto w-full max-w-6xl">
          <Outlet />
        </div>
      </MainRegion>
      <SiteFooter />
    </div>
  );
}
