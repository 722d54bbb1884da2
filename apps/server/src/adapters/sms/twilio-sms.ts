import type { SmsMessage, SmsSender } from './sms-sender';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sender number, or a messaging service SID (`MG…`). */
  from: string;
  apiBase: string;
}

/** SMS through Twilio's Messages REST API. A failed call throws so that the job is retried. */
export function createTwilioSms(options: TwilioOptions, fetchImpl: typeof fetch = fetch): SmsSender {
  const url = `${options.apiBase}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message: SmsMessage) {
      const body = new URLSearchParams({ To: message.to, Body: message.text });
      body.set(options.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', options.from);
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        // Twilio's error body names the problem (code, message) without echoing the message text.
        const detail = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
        throw new Error(
          `Twilio answered ${response.status} (code ${detail.code ?? 'unknown'}: ${detail.message ?? ''})`,
        );
      }
    },
  };
}
