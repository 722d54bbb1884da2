import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { localizeHref, useLocale } from '../../lib/locale';
import { hasValidToken } from '../../lib/session/session';
import { useSession } from '../../lib/session/session-store';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { useMyReferrals } from './use-my-referrals';

/** The cases started through the applicant's link: counts only, and an honest "none yet". */
export default function ReferralReportSaleSuccessScreen() {
  const { t } = useTranslation('referral');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const signedIn = hasValidToken(useSession());
  const { state, retry } = useMyReferrals(signedIn);
  if (!signedIn)
    return (
      <article className="flex flex-col gap-6">
        <PageIntro title={t('sales.title')} intro={t('sales.signedOut')} />
        <Link
          to={`${localizeHref('/login', locale)}?next=${encodeURIComponent(localizeHref('/referral/report-sale-success', locale))}`}
          className={buttonClasses({ size: 'large', fullWidth: true })}
        >
          {t('sales.logIn')}
        </Link>
      </article>
    );
  const back = (
    <Link
      to={localizeHref('/referral', locale)}
      className={buttonClasses({ size: 'large', fullWidth: true, outline: true })}
    >
      {t('sales.back')}
    </Link>
  );
  if (state.status !== 'ready')
    return (
      <article className="flex flex-col gap-6">
        <PageIntro title={t('sales.title')} />
        {state.status === 'failed' ? (
          <>
            <FormBanner tone="error">{t('share.loadFailed')}</FormBanner>
            <Button onClick={retry}>{t('share.retry')}</Button>
          </>
        ) : (
          <p role="status" className="text-muted">
            {common('common.loading')}
          </p>
        )}
        {back}
      </article>
    );
  const { casesStarted, lastCaseStartedAt } = state.referrals;
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('sales.title')} />
      {casesStarted > 0 ? (
        <FormBanner tone="success" testId="sales-started">
          <p>{t('sales.started', { count: casesStarted })}</p>
          {lastCaseStartedAt ? (
            <p className="mt-1">{t('sales.last', { date: formatDate(lastCaseStartedAt, locale) })}</p>
          ) : null}
        </FormBanner>
      ) : (
        <p data-testid="sales-none">{t('sales.none')}</p>
      )}
      <p className="text-muted">{t('sales.private')}</p>
      {back}
    </article>
  );
}
