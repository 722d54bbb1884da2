import { SignedContractCard } from '../../features/contract/signed-contract-card';
import { PaymentPlanCard } from '../../features/payment/payment-plan-card';
import MyProfileScreen from '../../features/profile/my-profile-screen';

/** /my-profile: the profile, with the contract's card (view, download, or a link to sign) and the payment plan's. */
export default function MyProfileRoute() {
  return <MyProfileScreen contractCard={<SignedContractCard />} paymentPlanCard={<PaymentPlanCard />} />;
}
