/** Payment messages: a receipt after every successful payment, a notice when an installment fails. */
import { formatUsd, type Locale } from '@camino/contracts';
import type { Config } from '../../config';
import type { JobRunner } from '../../jobs/job-runner';
import type { Db } from '../../db/database';
import { sendNotification } from '../notifications';
import { findPayer } from './payer';
import { receiptNumber, type ReceiptRow } from './receipts';

interface NotifyDeps {
  db: Db;
  jobs: Pick<JobRunner, 'send'>;
  config: Pick<Config, 'PUBLIC_URL'>;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  amex: 'American Express',
  discover: 'Discover',
  'diners-club': 'Diners Club',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

function cardLabel(brand: string | null, last4: string | null, locale: Locale): string {
  if (!last4) return '';
  const name = (brand && BRAND_NAMES[brand]) ?? (locale === 'es' ? 'Tarjeta' : 'Card');
  return locale === 'es' ? `${name} terminada en ${last4}` : `${name} ending in ${last4}`;
}

function formatDay(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(instant);
}

/** The page of the app in the applicant's language (`/es` prefix for Spanish). */
function appLink(config: Pick<Config, 'PUBLIC_URL'>, locale: Locale, route: string): string {
  return `${config.PUBLIC_URL}${locale === 'es' ? '/es' : ''}${route}`;
}

/** Emails the receipt when email is a safe channel; once per receipt. */
export async function sendReceipt(deps: NotifyDeps, receipt: ReceiptRow): Promise<void> {
  const payer = await findPayer(deps.db, receipt.caseId);
  if (!payer?.safe.email) return;
  const { locale } = payer;
  await sendNotification(deps.jobs, {
    key: `payment-receipt:${receipt.id}:email`,
    channel: 'email',
    to: payer.email,
    locale,
    template: 'payment-receipt',
    params: {
      name: payer.name,
      receiptNumber: receiptNumber(receipt),
      amount: formatUsd(receipt.amountCents - receipt.taxCents, locale),
      tax: formatUsd(receipt.taxCents, locale),
      total: formatUsd(receipt.amountCents, locale),
      date: formatDay(receipt.paidAt, locale),
      card: cardLabel(receipt.cardBrand, receipt.cardLast4, locale),
      link: appLink(deps.config, locale, '/my-profile'),
    },
  });
}

/** Tells the applicant a scheduled charge failed, on each safe channel; once per failed attempt. */
export async function sendInstallmentFailed(
  deps: NotifyDeps,
  input: { caseId: string; installmentId: string; attempt: number; totalCents: number; retryAt: Date | null },
): Promise<void> {
  const payer = await findPayer(deps.db, input.caseId);
  if (!payer) return;
  const { locale } = payer;
  const params = {
    name: payer.name,
    total: formatUsd(input.totalCents, locale),
    retryDate: input.retryAt ? formatDay(input.retryAt, locale) : '',
    link: appLink(deps.config, locale, '/pay'),
  };
  const key = `payment-failed:${input.installmentId}:${input.attempt}`;
  if (payer.safe.email) {
    await sendNotification(deps.jobs, {
      key: `${key}:email`,
      channel: 'email',
      to: payer.email,
      locale,
      template: 'payment-failed',
      params,
    });
  }
  if (payer.phone && payer.safe.sms) {
    await sendNotification(deps.jobs, {
      key: `${key}:sms`,
      channel: 'sms',
      to: payer.phone,
      locale,
      template: 'payment-failed',
      params,
    });
  }
}
