import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPaymentProvider, type PaymentProvider } from '../../adapters/payments';
import type { ModuleServices, ServerModule } from '../server-module';
import { chargeDueInstallments, chargeInstallment } from './charge-installment';
import type { Clock } from '../../lib/clock';
import { assertFamilyMembersCovered } from './family-members-coverage';
import type { PaymentsDeps } from './payments-deps';
import { loadPriceCatalog } from './price-catalog';
import { checkoutReturnRoutes, stripeWebhookRoutes } from './provider-routes';
import { repriceOpenCheckout } from './reprice-open-checkout';
import {
  INSTALLMENT_CHARGE_QUEUE,
  INSTALLMENT_SWEEP_KEY,
  INSTALLMENT_SWEEP_QUEUE,
  type InstallmentChargeJob,
} from './queues';
import { paymentRoutes } from './routes';
import { sandboxCheckoutRoutes } from './sandbox/sandbox-routes';

export { getActivePaymentPlan } from './active-payment-plan';
export { type PaymentRow, listSucceededCasePayments, listSucceededPaymentsWhere } from './succeeded-payments';
export { chargeDueInstallments, chargeInstallment } from './charge-installment';
export { INSTALLMENT_CHARGE_QUEUE, INSTALLMENT_SWEEP_QUEUE } from './queues';
export type { Clock } from '../../lib/clock';

export interface PaymentsModuleOptions {
  /** Tests move time to due dates and retry days. */
  clock?: Clock;
  /** Tests may pass a provider; otherwise PAYMENTS_PROVIDER decides. */
  provider?: PaymentProvider;
}

/**
 * Prices, checkouts through the configured provider, installments charged by jobs, receipts, and the
 * rule that paid-for family members cover a case. Routes, hooks and job handlers each build their
 * dependencies from the services they are given (the price list is read once per content folder).
 */
export function createPaymentsModule(options: PaymentsModuleOptions = {}): ServerModule {
  const depsOf = ({
    db,
    jobs,
    config,
    log,
    clock,
  }: Omit<ModuleServices, 'log'> & Pick<PaymentsDeps, 'log'>): PaymentsDeps => ({
    db,
    jobs,
    config,
    clock: options.clock ?? clock,
    log,
    provider: options.provider ?? createPaymentProvider(config),
    catalog: () => loadPriceCatalog(config.CONTENT_DIR),
  });

  const routes: FastifyPluginAsyncZod = async (app) => {
    const current = depsOf({
      db: app.db,
      jobs: app.jobs,
      config: app.config,
      log: app.log,
      clock: app.clock,
    });
    // Fails the start, not the first applicant, when the price list does not validate.
    await current.catalog();
    await app.register(paymentRoutes(current));
    await app.register(checkoutReturnRoutes(current));
    if (current.provider.name === 'sandbox') await app.register(sandboxCheckoutRoutes(current));
    if (app.config.PAYMENTS_PROVIDER === 'stripe')
      await app.register(stripeWebhookRoutes(current, app.config));
  };

  return {
    name: 'payments',
    routes,
    derivativesHooks: [
      {
        name: 'payments',
        run: (change, { config }) =>
          assertFamilyMembersCovered(() => loadPriceCatalog(config.CONTENT_DIR), change),
      },
    ],
    derivativesFollowers: [
      {
        name: 'payments.reprice',
        run: (change, context) => repriceOpenCheckout(depsOf(context), change),
      },
    ],
    jobs(jobs, context) {
      const current = depsOf({ ...context, jobs });
      jobs.register<InstallmentChargeJob>({
        queue: INSTALLMENT_CHARGE_QUEUE,
        handler: async ({ data }) => {
          await chargeInstallment(current, data.installmentId, 'schedule');
        },
        options: { retryLimit: 5, retryDelay: 60, retryBackoff: true, pollingIntervalSeconds: 0.5 },
      });
      jobs.registerSweep({
        queue: INSTALLMENT_SWEEP_QUEUE,
        singletonKey: INSTALLMENT_SWEEP_KEY,
        everySeconds: context.config.INSTALLMENT_SWEEP_INTERVAL_SECONDS,
        sweep: () => chargeDueInstallments(current),
      });
    },
  };
}

export const paymentsModule = createPaymentsModule();
