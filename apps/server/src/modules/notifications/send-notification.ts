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

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** One message for whichever of the person's addresses are safe to use (null: not to be used). */
export type SafeRecipient = { email: string | null; phone: string | null };

/**
 * Queues the message on each channel the person may safely be reached on, one delivery per channel
 * under the message's key.
 */
export async function sendOnSafeChannels(
  jobs: Pick<JobRunner, 'send'>,
  message: DistributiveOmit<Notification, 'channel' | 'to'>,
  to: SafeRecipient,
): Promise<void> {
  if (to.email)
    await sendNotification(jobs, { ...message, key: `${message.key}:email`, channel: 'email', to: to.email });
  if (to.phone)
    await sendNotification(jobs, { ...message, key: `${message.key}:sms`, channel: 'sms', to: to.phone });
}
