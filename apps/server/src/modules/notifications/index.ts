import type { ServerModule } from '../server-module';
import { deliverNotification } from './deliver-notification';
import { type Notification, NOTIFICATION_QUEUE } from './notification';
import { notificationRoutes } from './routes';
import { createTransports } from './transports';

export { type Notification, NOTIFICATION_QUEUE } from './notification';
export { type SafeRecipient, sendNotification, sendOnSafeChannels } from './send-notification';
export { wasDeliveredUnder } from './find-delivery';
export { listOutbox } from './list-outbox';
export { outboxInUse, type TransportConfig } from './transports';

export const notificationsModule: ServerModule = {
  name: 'notifications',
  routes: notificationRoutes,
  jobs(jobs, { db, config, log }) {
    const transports = createTransports(config, db);
    jobs.register<Notification>({
      queue: NOTIFICATION_QUEUE,
      handler: ({ data, log: jobLog }) => deliverNotification({ db, transports, log: jobLog ?? log }, data),
      options: { retryLimit: 5, retryDelay: 5, retryBackoff: true, pollingIntervalSeconds: 0.5 },
    });
  },
};
