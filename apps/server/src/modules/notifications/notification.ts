import type { Locale } from '@camino/contracts';
import type { TemplateName, TemplateParams } from './templates';

export const NOTIFICATION_QUEUE = 'notifications.deliver';

/** One message to one recipient on one channel, as queued. */
export type Notification = {
  [N in TemplateName]: {
    /** Unique per message: a retried or re-queued job with the same key is delivered once. */
    key: string;
    channel: 'email' | 'sms';
    /** Email address or E.164 phone number. */
    to: string;
    locale: Locale;
    template: N;
    params: TemplateParams<N>;
  };
}[TemplateName];
