import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { type Notification, NOTIFICATION_QUEUE } from './notification';

/**
 * Queues a message; delivery happens in a job, with retries, exactly once per key. Given the
 * transaction that writes what the message is about, it is queued only if that commits.
 */
export async function sendNotification(
  jobs: Pick<JobRunner, 'send'>,
  notification: Notification,
  transaction?: Db,
): Promise<void> {
  await jobs.send(NOTIFICATION_QUEUE, notification, {
    singletonKey: notification.key,
    ...(transaction ? { transaction } : {}),
  });
}
