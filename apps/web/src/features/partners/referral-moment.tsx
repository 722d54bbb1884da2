import type { HealthReferralStatus } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import type { HealthReferralState } from './use-health-referral';

const ELSEWHERE: Record<HealthReferralStatus, { key: string; to: string }> = {
  none: { key: 'notAsked', to: '/announcements-st' },
  sent: { key: 'alreadySent', to: '/confirmation-st' },
  failed: { key: 'failed', to: '/submission-error-st' },
};

/**
 * A result page (sent, or not sent) shows its own content only when the referral is in that state;
 * otherwise it says where the referral really stands and leads there, so no page claims what did
 * not happen.
 */
export function ReferralMoment({
  state,
  reload,
  page,
  children,
}: {
  state: HealthReferralState;
  reload: () => void;
  page: HealthReferralStatus;
  children: React.ReactNode;
}) {
  const { t: p } = useTranslation('partners');
  const locale = useLocale();
  if (state.status === 'loading') return <p role="status">{p('loading')}</p>;
  if (state.status === 'failed')
    return (
      <div role="alert" className="flex flex-col gap-2">
        <p>{p('loadFailed')}</p>
        <Button outline onClick={reload}>
          {p('tryAgain')}
        </Button>
      </div>
    );
  if (state.referral.status === page) return <>{children}</>;
  const { key, to } = ELSEWHERE[state.referral.status];
  return (
    <div className="flex flex-col gap-6" data-testid="health-referral-elsewhere">
      <PageIntro title={p(`moment.${key}Title`)} intro={p(`moment.${key}Text`)} />
      <Link className={buttonClasses({ size: 'large' })} to={localizeHref(to, locale)}>
        {p(`moment.${key}Link`)}
      </Link>
    </div>
  );
}
