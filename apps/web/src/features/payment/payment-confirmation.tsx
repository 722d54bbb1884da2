import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ActivePaymentPlan, Receipt } from '@camino/contracts';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-styles';
import { FormBanner } from '../../ui/form-banner';
import { formatCalendarDay } from '../../lib/format-calendar-day';
import { getNavigationRules } from '../../lib/api/navigation-rules';
import { getActivePlan } from '../../lib/api/active-plan';
import { getCheckoutResult } from './api/checkout';
import { getClientInfo, getReceipts } from './api/payment-record';
import { useMoney } from '../../lib/use-money';

/** The terms to accept after paying: the contract's, handed in by the route. */
export type AcceptTermsSlot = ComponentType<{ onAccepted: () => void }>;

/** Where the navigation rules send someone whose payment is not done: they leave this page. */
const UNPAID_ROUTES = new Set(['/plan-selection', '/pay', '/pending-pay', '/cancel-pay']);
const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLLS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Confirmed {
  next: string;
  plan: ActivePaymentPlan;
  receipt: Receipt | null;
  receiptEmail: string | null;
}

type View =
  { kind: 'loading' } | { kind: 'confirming' } | { kind: 'failed' } | ({ kind: 'ready' } & Confirmed);

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });

/**
 * The payment as the server recorded it (never what the provider's page said), then the terms.
 * A provider may return before it has told the server; the checkout named in the address is
 * asked again for a minute before the page decides.
 */
export function PaymentConfirmation({ AcceptTerms }: { AcceptTerms: AcceptTermsSlot }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const navigate = useNavigate();
  const money = useMoney();
  const [params] = useSearchParams();
  const checkoutId = params.get('checkoutId');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(
    async (signal: AbortSignal) => {
      if (checkoutId && UUID.test(checkoutId)) {
        for (let poll = 0; poll < CONFIRM_POLLS && !signal.aborted; poll++) {
          const record = await getCheckoutResult(checkoutId, signal).catch(() => null);
          if (!record || record.status !== 'in-progress') break;
          setView({ kind: 'confirming' });
          await pause(CONFIRM_POLL_MS, signal);
        }
      }
      const rules = await getNavigationRules(signal);
      const next = rules.route || '/case-dashboard';
      if (UNPAID_ROUTES.has(next)) {
        await navigate(localizeHref(next, locale), { replace: true });
        return;
      }
      const [plan, receipts, info] = await Promise.all([
        getActivePlan(signal),
        getReceipts(signal).catch(() => null),
        getClientInfo(signal).catch(() => null),
      ]);
      if (signal.aborted) return;
      setView({
        kind: 'ready',
        next,
        plan,
        receipt: receipts?.receipts[0] ?? null,
        receiptEmail: info?.receiptEmail ?? null,
      });
    },
    [checkoutId, locale, navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).catch(() => {
      if (!controller.signal.aborted) setView({ kind: 'failed' });
    });
    return () => controller.abort();
  }, [load, attempt]);

  if (view.kind === 'loading') return <p role="status">{t('loading')}</p>;
  if (view.kind === 'confirming') return <p role="status">{t('success.confirming')}</p>;
  if (view.kind === 'failed') {
    return (
      <FormBanner title={t('loadFailed.title')}>
        <p>{t('loadFailed.text')}</p>
        <Button
          size="small"
          outline
          className="mt-2"
          onClick={() => {
            setView({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('loadFailed.retry')}
        </Button>
      </FormBanner>
    );
  }

  const { plan, receipt, receiptEmail, next } = view;
  return (
    <div className="flex flex-col gap-6">
      <section
        className="flex flex-col gap-3 rounded-xl border-2 border-success-700 bg-success-50 p-4"
        aria-labelledby="confirmation-heading"
        data-testid="payment-confirmation"
      >
        <h2 id="confirmation-heading" className="text-xl font-bold">
          {t('success.heading')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {receipt ? (
            <>
              <dt className="font-semibold">{t('success.amount')}</dt>
              <dd className="text-right tabular-nums">{money(receipt.totalCents)}</dd>
            </>
          ) : null}
          {plan.plan ? (
            <>
              <dt className="font-semibold">{t('success.plan')}</dt>
              <dd className="text-right">{t(`pay.plan.${plan.plan}`)}</dd>
            </>
          ) : null}
          {plan.nextDue ? (
            <>
              <dt className="font-semibold">{t('success.nextInstallment')}</dt>
              <dd className="text-right">
                {t('success.nextInstallmentValue', {
                  date: formatCalendarDay(plan.nextDue.dueDate, locale),
                  amount: money(plan.nextDue.totalCents),
                })}
              </dd>
            </>
          ) : null}
        </dl>
        {/* A long address must wrap on a phone instead of running out of the card. */}
        <p className="break-words [overflow-wrap:anywhere]">
          {receiptEmail
            ? t('success.receiptEmailed', { email: receiptEmail })
            : receipt
              ? t('success.receiptNumber', { number: receipt.number })
              : t('success.receiptLater')}
        </p>
      </section>
      {next === '/success-pay' ? (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <AcceptTerms onAccepted={() => void navigate(localizeHref('/contract', locale))} />
        </Suspense>
      ) : (
        <Link className={buttonClasses({ size: 'large' })} to={localizeHref(next, locale)}>
          {t('success.continue')}
        </Link>
      )}
    </div>
  );
}
