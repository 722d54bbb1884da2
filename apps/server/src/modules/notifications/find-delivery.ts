import { like } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notificationDeliveries } from '../../db/schema/notifications';

/** Whether any message whose idempotency key starts with `keyPrefix` was delivered. */
export async function wasDeliveredUnder(db: Db, keyPrefix: string): Promise<boolean> {
  const [delivered] = await db
    .select({ key: notificationDeliveries.idempotencyKey })
    .from(notificationDeliveries)
    .where(like(notificationDeliveries.idempotencyKey, `${keyPrefix}%`))
    .limit(1);
  return Boolean(delivered);
}
