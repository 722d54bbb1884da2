import { countFamilyMembers, type DerivativesChange } from '../cases';
import { findOpenCheckout } from './checkout-records';
import { supersede } from './open-checkout';
import type { PaymentsDeps } from './payments-deps';

/**
 * A family member added or removed while the case's checkout is open changes the price: that
 * checkout is closed (at the provider too), so the applicant's next "Pay" opens one at the current
 * quote and the old page can no longer take the old amount. One the bank is confirming is left alone.
 */
export async function repriceOpenCheckout(
  deps: PaymentsDeps,
  { caseRow, members }: DerivativesChange,
): Promise<void> {
  const open = await findOpenCheckout(deps.db, caseRow.id);
  if (!open || open.purpose !== 'case' || open.status !== 'in-progress') return;
  const priced = open.familyMembers ?? { spouse: false, children: 0 };
  const now = countFamilyMembers(members);
  if (priced.spouse === now.spouse && priced.children === now.children) return;
  await supersede(deps, open);
}
