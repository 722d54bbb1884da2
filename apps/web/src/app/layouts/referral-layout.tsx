import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '../../ui/site-footer';
import { SiteHeader } from '../../ui/site-header';
import { SkipLink } from '../../ui/skip-link';
import { useShellSession } from '../use-shell-session';
import { MainRegion } from './main-region';

export function ReferralLayout() {
  const { t } = useTranslation();
  const { signedIn, logOut } = useShellSession();
  return (
    <div className="flex min-h-dvh flex-col" data-layout="referral">
      <SkipLink />
      <SiteHeader signedIn={signedIn} onLogOut={logOut} tagline={t('header.referralTagline')} />
      <div className="h-2 bg-sun" aria-hidden="true" />
      <MainRegion className="bg-brand-50 px-4 py-10">
        <div className="mx-auto w-full max-w-3xl">
          <Outlet />
        </div>
      </MainRegion>
      <SiteFooter />
    </div>
  );
}
