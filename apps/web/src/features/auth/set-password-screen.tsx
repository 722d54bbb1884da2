import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { SpinnerIcon } from '../../ui/icons';
import { PageIntro } from '../../ui/page-intro';
import { TextLink, useAuthText } from './auth-ui';

const SetPasswordForm = lazy(() => import('./set-password-form'));

export default function SetPasswordScreen() {
  const { t } = useTranslation();
  const auth = useAuthText();
  const locale = useLocale();
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.set-password.heading')} intro={t('routes.set-password.intro')} />
      {done ? (
        <>
          <FormBanner tone="success" testId="set-password-done">
            {auth.t('setPassword.done')}
          </FormBanner>
          <Link
            to={localizeHref('/login', locale)}
            className={buttonClasses({ size: 'large', fullWidth: true })}
            data-testid="set-password-log-in"
          >
            {auth.t('setPassword.logIn')}
          </Link>
        </>
      ) : !token ? (
        <>
          <FormBanner>{auth.t('setPassword.missing')}</FormBanner>
          <TextLink to={localizeHref('/forgot-password', locale)}>
            {auth.t('setPassword.requestNew')}
          </TextLink>
        </>
      ) : (
        <Suspense
          fallback={
            <div role="status" className="flex justify-center py-6">
              <SpinnerIcon className="size-8 animate-spin text-brand-700" />
              <span className="sr-only">{t('common.loading')}</span>
            </div>
          }
        >
          <SetPasswordForm token={token} onDone={() => setDone(true)} />
        </Suspense>
      )}
    </div>
  );
}
