import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { ReferralMoment } from './referral-moment';
import { SharedDataList } from './shared-data-list';
import { useHealthReferral } from './use-health-referral';

/** The referral reached the partner: what was sent, and what happens next. */
export default function ConfirmationStScreen() {
  const { t } = useTranslation();
  const { t: p } = useTranslation('partners');
  const locale = useLocale();
  const { state, reload } = useHealthReferral();
  const referral = state.status === 'ready' ? state.referral : null;
  return (
    <ReferralMoment state={state} reload={reload} page="sent">
      <div className="flex flex-col gap-6" data-testid="health-confirmation">
        <PageIntro title={t('routes.confirmation-st.heading')} intro={t('routes.confirmation-st.intro')} />
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-bold">{p('next.title')}</h2>
          <ol className="list-decimal pl-6">
            <li>{p('next.contact')}</li>
            <li>{p('next.appointment')}</li>
            <li>{p('next.evidence')}</li>
          </ol>
        </section>
        {referral?.status === 'sent' ? (
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-bold">{p('next.sentTitle')}</h2>
            <SharedDataList shared={referral.shared} />
          </section>
        ) : null}
        <Link className={buttonClasses({ size: 'large' })} to={localizeHref('/document-landing', locale)}>
          {p('next.documents')}
        </Link>
      </div>
    </ReferralMoment>
  );
}
