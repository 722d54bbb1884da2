import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPaymentProvider, type PaymentProvider } from '../../adapters/payments';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import type { HookContext, ServerModule } from '../server-module';
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
 * rule that paid-for family members cover a case. One set of dependencies per process, shared by
 * routes and job handlers.
 */
export function createPaymentsModule(options: PaymentsModuleOptions = {}): ServerModule {
  // One set per database: a test process may build several applications from this one module.
  const built = new WeakMap<Db, PaymentsDeps>();
  const depsFor = (
    db: Db,
    jobs: Pick<JobRunner, 'send'>,
    config: Config,
    log: PaymentsDeps['log'],
    processClock: Clock,
  ): PaymentsDeps => {
    let deps = built.get(db);
    if (!deps) {
      deps = {
        db,
        jobs,
        config,
        clock: options.clock ?? processClock,
        log,
        provider: options.provider ?? createPaymentProvider(config),
        catalog: () => loadPriceCatalog(config.CONTENT_DIR),
      };
      built.set(db, deps);
    }
    return deps;
  };

  const routes: FastifyPluginAsyncZod = async (app) => {
    const current = depsFor(app.db, app.jobs, app.config, app.log, app.clock);
    // Fails the start, not the first applicant, when the price list does not validate.
    await current.catalog();
    await app.register(paymentRoutes(current));
    await app.register(checkoutReturnRoutes(current));
    if (current.provider.name === 'sandbox') await app.register(sandboxCheckoutRoutes(current));
    if (app.config.PAYMENTS_PROVIDER === 'stripe')
      await app.register(stripeWebhookRoutes(current, app.config));
  };

  const fromContext = ({ db, jobs, config, log, clock }: HookContext) =>
    depsFor(db, jobs, config, log, clock);

  return {
    name: 'payments',
    routes,
    derivativesHooks: [
      {
        name: 'payments',
        run: (change, context) => assertFamilyMembersCovered(fromContext(context).catalog, change),
      },
    ],
    derivativesFollowers: [
      {
        name: 'payments.reprice',
        run: (change, context) => repriceOpenCheckout(fromContext(context), change),
      },
    ],
    jobs(jobs, { db, config, log, clock }) {
      const current = () => depsFor(db, jobs, config, log, clock);
      jobs.register<InstallmentChargeJob>({
        queue: INSTALLMENT_CHARGE_QUEUE,
        handler: async ({ data }) => {
          await chargeInstallment(current(), data.installmentId, 'schedule');
        },
        options: { retryLimit: 5, retryDelay: 60, retryBackoff: true, pollingIntervalSeconds: 0.5 },
      });
      jobs.registerSweep({
        queue: INSTALLMENT_SWEEP_QUEUE,
        singletonKey: INSTALLMENT_SWEEP_KEY,
        everySeconds: config.INSTALLMENT_SWEEP_INTERVAL_SECONDS,
        sweep: () => chargeDueInstallments(current()),
      });
    },
  };
}

export const paymentsModule = createPaymentsModule();
