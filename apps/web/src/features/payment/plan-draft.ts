/**
 * The plan the applicant chose, carried from plan selection through payment options to the pay page.
 * Kept in sessionStorage so a reload on a slow connection does not lose it; it holds no personal
 * data beyond a state code, and the tab forgets it when closed.
 */
import { PAYMENT_PLANS, type PaymentPlan } from '@camino/contracts';

export interface PlanDraft {
  plan: PaymentPlan;
  state: string;
  downPaymentCents?: number;
}

const KEY = 'camino.payment.plan';

export function readPlanDraft(): PlanDraft | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { plan, state, downPaymentCents } = parsed as Record<string, unknown>;
    if (!(PAYMENT_PLANS as readonly unknown[]).includes(plan)) return null;
    if (typeof state !== 'string' || !/^[A-Z]{2}$/.test(state)) return null;
    return {
      plan: plan as PaymentPlan,
      state,
      ...(typeof downPaymentCents === 'number' && Number.isSafeInteger(downPaymentCents)
        ? { downPaymentCents }
        : {}),
    };
  } catch {
    return null;
  }
}

export function savePlanDraft(draft: PlanDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked: the pay page then sends the applicant back to choose again.
  }
}
