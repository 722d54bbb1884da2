import { createCrm } from '../../adapters/crm';
import { createWrapper } from '../../adapters/wrapper';
import type { ServerModule } from '../server-module';
import {
  CRM_SYNC_DELIVERY_QUEUE,
  CRM_SYNC_SWEEP_KEY,
  CRM_SYNC_SWEEP_QUEUE,
  type CrmSyncDeliveryJob,
} from './crm-sync-queue';
import { deliverMoment } from './deliver-moment';
import { queueUndelivered, recordMoments } from './record-moments';

export { CRM_SYNC_DELIVERY_QUEUE, CRM_SYNC_SWEEP_QUEUE } from './crm-sync-queue';
export { recordMoments } from './record-moments';

// How soon the services hear of a case's moment.
const SWEEP_SECONDS = 15;

/**
 * Keeps the customer-relationship service (lead converted, case state, opportunity) and the
 * wrapper service (intake progress) in step with each case: a sweep records each moment once, a
 * retried job delivers it.
 */
export const crmSyncModule: ServerModule = {
  name: 'crm-sync',
  jobs(jobs, { db, config, clock }) {
    const crm = createCrm(config);
    const wrapper = createWrapper(config);
    jobs.register<CrmSyncDeliveryJob>({
      queue: CRM_SYNC_DELIVERY_QUEUE,
      handler: ({ data }) => deliverMoment({ db, crm, wrapper, now: clock }, data.key),
      options: { retryLimit: 8, retryDelay: 10, retryBackoff: true, pollingIntervalSeconds: 0.5 },
    });
    jobs.registerSweep({
      queue: CRM_SYNC_SWEEP_QUEUE,
      singletonKey: CRM_SYNC_SWEEP_KEY,
      everySeconds: SWEEP_SECONDS,
      sweep: async () => {
        await recordMoments({ db, jobs, now: clock });
        await queueUndelivered({ db, jobs, now: clock });
      },
    });
  },
};
