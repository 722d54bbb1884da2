import { createCrm } from '../../adapters/crm';
import type { ServerModule } from '../server-module';
import { attributeSignUp } from './attribute-sign-up';
import { deliverReferral } from './deliver-referral';
import { queueRegistrations, recordSales } from './record-sales';
import {
  REFERRAL_DELIVERY_QUEUE,
  REFERRAL_SALES_SWEEP_KEY,
  REFERRAL_SALES_SWEEP_QUEUE,
  type ReferralDeliveryJob,
} from './referral-delivery';
import { referralRoutes } from './routes';
import { loadReferralPartners, seedPartnerCodes } from './seed-partner-codes';

export { REFERRAL_DELIVERY_QUEUE, REFERRAL_SALES_SWEEP_QUEUE } from './referral-delivery';

// How soon the customer-relationship service hears of a sign-up or a sale.
const SALES_SWEEP_SECONDS = 30;

/**
 * The referral programme: invitation codes for applicants and partner organisations, the visitor
 * who arrives with one followed to sign-up, and the sale when their case is paid for, each handed to
 * the customer-relationship service by a job.
 */
export const referralsModule: ServerModule = {
  name: 'referrals',
  seed: seedPartnerCodes,
  tempSessionMigrations: [attributeSignUp],
  routes: async (app) => {
    let partners: ReturnType<typeof loadReferralPartners> | null = null;
    await app.register(referralRoutes(() => (partners ??= loadReferralPartners(app.config.CONTENT_DIR))));
  },
  jobs(jobs, { db, config, clock }) {
    const crm = createCrm(config);
    jobs.register<ReferralDeliveryJob>({
      queue: REFERRAL_DELIVERY_QUEUE,
      handler: ({ data }) => deliverReferral({ db, crm, now: clock }, data),
      options: { retryLimit: 8, retryDelay: 10, retryBackoff: true, pollingIntervalSeconds: 0.5 },
    });
    jobs.registerSweep({
      queue: REFERRAL_SALES_SWEEP_QUEUE,
      singletonKey: REFERRAL_SALES_SWEEP_KEY,
      everySeconds: SALES_SWEEP_SECONDS,
      sweep: async () => {
        await queueRegistrations({ db, jobs });
        await recordSales({ db, jobs });
      },
    });
  },
};
