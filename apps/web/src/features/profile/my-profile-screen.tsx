import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { SignedContractCard } from '../contract/signed-contract-card';
import { PaymentPlanCard } from '../payment/payment-plan-card';
import { ProfileView } from './profile-view';
import { SafeMailingAddressCard } from './safe-mailing-address-card';

export default function MyProfileScreen() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('profile');
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.my-profile.heading')} intro={t('routes.my-profile.intro')} />
      {/* The contract section is the contract feature's card (view, download, or a link to sign). */}
      <ProfileView contract={<SignedContractCard />} />
      <SafeMailingAddressCard />
      <PaymentPlanCard />
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
