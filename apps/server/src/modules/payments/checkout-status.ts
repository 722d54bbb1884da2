/**
 * A checkout's status for the pop-up's opener, cancelling when the pop-up closed unpaid, and asking
 * the provider again (`verify-user-payment`, the return page) when its webhook may not have arrived yet.
 */
import type { Checkout } from '@camino/contracts';
import { findCaseById } from '../cases';
import { type CheckoutRow, isOpen, toCheckoutView } from './checkout-records';
import type { PaymentsDeps } from './payments-deps';
import { settleCheckout } from './settle-checkout';

export async function viewCheckout(deps: PaymentsDeps, row: CheckoutRow): Promise<Checkout> {
  const caseRow = await findCaseById(deps.db, row.caseId);
  return toCheckoutView(row, caseRow?.payment ?? 'unpaid');
}

/** Reconciles an open checkout with the provider; a closed one is answered as recorded. */
export async function verifyCheckout(deps: PaymentsDeps, row: CheckoutRow): Promise<Checkout> {
  if (!isOpen(row) || !row.providerRef) return viewCheckout(deps, row);
  const state = await deps.provider.getHostedCheckout(row.providerRef);
  if (!state || state.status === 'open') return viewCheckout(deps, row);
  const settled = await settleCheckout(deps, row.id, state);
  return toCheckoutView(settled.row, settled.casePayment);
}

/**
 * The pop-up was closed (or its cancel button pressed) while the checkout was still in progress.
 * The provider is asked first: money that moved just before the close is a payment, not a cancel.
 */
export async function cancelCheckout(deps: PaymentsDeps, row: CheckoutRow): Promise<Checkout> {
  if (row.status !== 'in-progress') return viewCheckout(deps, row);
  if (row.providerRef) {
    const state = await deps.provider.getHostedCheckout(row.providerRef);
    if (state && state.status !== 'open') {
      const settled = await settleCheckout(deps, row.id, state);
      return toCheckoutView(settled.row, settled.casePayment);
    }
    await deps.provider.expireHostedCheckout(row.providerRef);
  }
  const settled = await settleCheckout(deps, row.id, { status: 'cancelled' });
  return toCheckoutView(settled.row, settled.casePayment);
}
