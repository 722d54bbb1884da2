import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { ProfileView } from './profile-view';
import { SafeMailingAddressCard } from './safe-mailing-address-card';

/** My profile: the contract's and the payment's cards are handed in by the route. */
export default function MyProfileScreen({
  contractCard,
  paymentPlanCard,
}: {
  contractCard: ReactNode;
  paymentPlanCard: ReactNode;
}) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('profile');
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.my-profile.heading')} intro={t('routes.my-profile.intro')} />
      <ProfileView contract={contractCard} />
      <SafeMailingAddressCard />
      {paymentPlanCard}
      <section
        aria-labelledby="profile-family"
        className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-white p-5"
      >
        <h2 id="profile-family" className="text-xl font-bold">
          {tp('family.title')}
        </h2>
        <p>{tp('family.text')}</p>
        <Link
          to={localizeHref('/derivatives', locale)}
          className={buttonClasses({ outline: true })}
          data-testid="profile-family-link"
        >
          {tp('family.link')}
        </Link>
      </section>
    </article>
  );
}
