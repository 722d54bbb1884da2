import type { JobRunner } from '../../jobs/job-runner';
import { type Notification, NOTIFICATION_QUEUE } from './notification';

/** Queues a message; delivery happens in a job, with retries, exactly once per key. */
export async function sendNotification(
  jobs: Pick<JobRunner, 'send'>,
  notification: Notification,
): Promise<void> {
  await jobs.send(NOTIFICATION_QUEUE, notification, { singletonKey: notification.key });
}
