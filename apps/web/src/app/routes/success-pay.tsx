import { lazy } from 'react';
import SuccessPayScreen from '../../features/payment/success-pay-screen';

// Only a signed-in applicant who has just paid needs the terms: their code stays out of this public page.
const AcceptTerms = lazy(() =>
  import('../../features/contract/accept-terms').then((module) => ({ default: module.AcceptTerms })),
);

/** /success-pay: the payment as recorded, then the contract's terms to accept. */
export default function SuccessPayRoute() {
  return <SuccessPayScreen AcceptTerms={AcceptTerms} />;
}
