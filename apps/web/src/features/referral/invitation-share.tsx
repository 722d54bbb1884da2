import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { useMyReferrals } from './use-my-referrals';

/** The signed-in applicant's own invitation link, and how many joined and started a case through it. */
export function InvitationShare() {
  const { t } = useTranslation('referral');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const { state, retry } = useMyReferrals(true);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  if (state.status === 'loading')
    return (
      <article className="flex flex-col gap-6">
        <PageIntro title={t('share.title')} />
        <p role="status" className="text-muted">
          {common('common.loading')}
        </p>
      </article>
    );
  if (state.status === 'failed')
    return (
      <article className="flex flex-col gap-6">
        <PageIntro title={t('share.title')} />
        <FormBanner tone="error" testId="invitation-load-failed">
          {t('share.loadFailed')}
        </FormBanner>
        <Button onClick={retry}>{t('share.retry')}</Button>
      </article>
    );

  const { code, joined, casesStarted } = state.referrals;
  const link = `${window.location.origin}${localizeHref('/referral', locale)}?code=${code}`;
  const copyLink = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  const canShare = typeof navigator.share === 'function';

  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('share.title')} intro={t('share.intro')} />
      <section className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
        <p className="text-sm text-muted">{t('share.code')}</p>
        <p className="text-2xl font-bold tracking-widest" data-testid="invitation-code">
          {code}
        </p>
        <p className="break-all" data-testid="invitation-link">
          {link}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void copyLink()}>{t('share.copy')}</Button>
          {canShare ? (
            <Button
              outline
              onClick={() =>
                void navigator
                  .share({ title: 'Camino', text: t('share.shareText'), url: link })
                  .catch(() => undefined)
              }
            >
              {t('share.shareButton')}
            </Button>
          ) : null}
        </div>
        {copy === 'copied' ? (
          <p role="status" className="text-success-700">
            {t('share.copied')}
          </p>
        ) : null}
        {copy === 'failed' ? <p role="alert">{t('share.copyFailed')}</p> : null}
      </section>
      <p className="max-w-prose text-muted">{t('share.safety')}</p>
      <section aria-labelledby="invitation-results" className="flex flex-col gap-2">
        <h2 id="invitation-results" className="text-xl font-bold">
          {t('share.resultsTitle')}
        </h2>
        <p data-testid="invitation-joined">
          {joined === 0 ? t('share.noneJoined') : t('share.joined', { count: joined })}
        </p>
        {joined > 0 ? (
          <p data-testid="invitation-started">{t('share.started', { count: casesStarted })}</p>
        ) : null}
        {casesStarted > 0 ? (
          <Link to={localizeHref('/referral/report-sale-success', locale)} className="font-semibold">
            {t('share.seeCases')}
          </Link>
        ) : null}
      </section>
      <Link
        to={localizeHref('/case-dashboard', locale)}
        className={buttonClasses({ size: 'large', fullWidth: true, outline: true })}
      >
        {t('share.dashboard')}
      </Link>
    </article>
  );
}
