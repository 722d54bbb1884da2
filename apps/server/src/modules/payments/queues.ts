/** Charges one installment with the saved card once it is due (or due for a retry). */
export const INSTALLMENT_CHARGE_QUEUE = 'payments.charge-installment';
export interface InstallmentChargeJob {
  installmentId: string;
}

/**
 * Looks for every installment due or due for a retry and charges it, then queues itself again: a
 * safety net for charge jobs lost or queued before a date changed. pg-boss cron is off in this
 * project, so the loop is a job that re-queues itself with a delay.
 */
export const INSTALLMENT_SWEEP_QUEUE = 'payments.installments-sweep';
export const INSTALLMENT_SWEEP_KEY = 'installments-sweep';
