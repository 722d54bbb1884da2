import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { ReferralMoment } from './referral-moment';
import { SharedDataList } from './shared-data-list';
import { useHealthReferral } from './use-health-referral';
import { useSendReferral } from './use-send-referral';

/**
 * The partner could not take the referral. The authorization and the passage chosen are kept on
 * the server, so trying again sends exactly what was authorized.
 */
export default function SubmissionErrorStScreen() {
  const { t } = useTranslation();
  const { t: p } = useTranslation('partners');
  const locale = useLocale();
  const { state, reload } = useHealthReferral();
  const [failedAgain, setFailedAgain] = useState(false);
  const { sending, send } = useSendReferral(() => setFailedAgain(true));
  const referral = state.status === 'ready' ? state.referral : null;
  return (
    <ReferralMoment state={state} reload={reload} page="failed">
      <div className="flex flex-col gap-6" data-testid="health-submission-error">
        <PageIntro
          title={t('routes.submission-error-st.heading')}
          intro={t('routes.submission-error-st.intro')}
        />
        {referral && referral.status !== 'none' ? (
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-bold">{p('error.keptTitle')}</h2>
            <SharedDataList shared={referral.shared} />
          </section>
        ) : null}
        {failedAgain ? (
          <p role="alert" className="rounded-xl border-2 border-warning-700 bg-warning-50 p-4">
            {p('error.failedAgain')}
          </p>
        ) : null}
        {referral && referral.status !== 'none' ? (
          <Button
            size="large"
            loading={sending}
            onClick={() => {
              setFailedAgain(false);
              void send(referral.shared.declarationExcerpt);
            }}
            data-testid="health-retry"
          >
            {p('error.retry')}
          </Button>
        ) : (
          <Link
            className="font-semibold text-brand-700 underline"
            to={localizeHref('/announcements-st', locale)}
          >
            {p('error.startAgain')}
          </Link>
        )}
        <p>
          {p('error.help')}{' '}
          <Link className="font-semibold text-brand-700 underline" to={localizeHref('/help', locale)}>
            {p('error.helpLink')}
          </Link>
        </p>
      </div>
    </ReferralMoment>
  );
}
