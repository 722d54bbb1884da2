import GreatNewsScreen from '../../features/eligibility/great-news-screen';
import { SafeMailingAddressStep } from '../../features/profile/safe-mailing-address-card';

/** /great-news: the outcome, with the profile's step asking where mail can safely go. */
export default function GreatNewsRoute() {
  return <GreatNewsScreen mailingAddressStep={<SafeMailingAddressStep />} />;
}
