import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { SignedContractCard } from '../contract/signed-contract-card';
import { PaymentPlanCard } from '../payment/payment-plan-card';
import { ProfileView } from './profile-view';

export default function MyProfileScreen() {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.my-profile.heading')} intro={t('routes.my-profile.intro')} />
      {/* The contract section is the contract feature's card (view, download, or a link to sign). */}
      <ProfileView contract={<SignedContractCard />} />
      <PaymentPlanCard />
    </article>
  );
}
