import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { notificationDeliveries } from '../../db/schema/notifications';
import type { Notification } from './notification';
import { renderTemplate } from './templates';
import type { Transports } from './transports';

const LINK = /https?:\/\/[^\s]+/g;

/** Renders a queued message in the recipient's language and hands it to its channel's transport, once. */
export async function deliverNotification(
  deps: { db: Db; transports: Transports; log: Logger },
  notification: Notification,
): Promise<void> {
  const [delivered] = await deps.db
    .select({ key: notificationDeliveries.idempotencyKey })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.idempotencyKey, notification.key))
    .limit(1);
  if (delivered) return;

  const rendered = renderTemplate(notification.template, notification.locale, notification.params as never);
  const transport = notification.channel === 'email' ? deps.transports.mailer : deps.transports.sms;
  if (notification.channel === 'email') {
    const links = rendered.email.match(LINK) ?? [];
    await deps.transports.mailer.send({
      to: notification.to,
      subject: rendered.subject,
      text: rendered.email,
      idempotencyKey: notification.key,
      links,
    });
  } else {
    const links = rendered.sms.match(LINK) ?? [];
    await deps.transports.sms.send({
      to: notification.to,
      text: rendered.sms,
      idempotencyKey: notification.key,
      links,
    });
  }
  await deps.db
    .insert(notificationDeliveries)
    .values({ idempotencyKey: notification.key, channel: notification.channel, transport: transport.name })
    .onConflictDoNothing();
  deps.log.info(
    { channel: notification.channel, template: notification.template, transport: transport.name },
    transport.name === 'outbox' ? 'message kept in the outbox (GET /api/dev/outbox)' : 'message sent',
  );
}
