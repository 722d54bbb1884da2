import DerivativesScreen from '../../features/derivatives/derivatives-screen';
import { PayDifferencePanel } from '../../features/payment/pay-difference-panel';

/** /derivatives: the family members, with the payment's panel for the ones not yet paid for. */
export default function DerivativesRoute() {
  return (
    <DerivativesScreen
      renderNotCovered={(pending, plan) => <PayDifferencePanel pending={pending} plan={plan} />}
    />
  );
}
