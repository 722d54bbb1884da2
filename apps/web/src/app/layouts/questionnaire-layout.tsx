import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from '../../ui/site-header';
import { SkipLink } from '../../ui/skip-link';
import { useShellSession } from '../use-shell-session';
import { MainRegion } from './main-region';

/** Focused: no navigation to wander off to, only the question at hand. */
export function QuestionnaireLayout() {
  const { t } = useTranslation();
  const { signedIn, logOut } = useShellSession();
  return (
    <div className="flex min-h-dvh flex-col bg-white" data-layout="questionnaire">
      <SkipLink />
      <SiteHeader signedIn={signedIn} onLogOut={logOut} variant="minimal" />
      <MainRegion className="px-4 py-8 sm:py-12">
        <div className="mx-auto w-full max-w-xl">
          <Outlet />
        </div>
      </MainRegion>
      <p className="px-4 py-4 text-center text-sm text-muted">{t('common.notLegalAdvice')}</p>
    </div>
  );
}
