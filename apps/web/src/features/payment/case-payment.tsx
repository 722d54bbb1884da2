import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentMessage, type PaymentStatus } from '@camino/contracts';
import { localizeHref, useLocale } from '../../lib/locale';
import { FormBanner } from '../../ui/form-banner';
import { CheckoutPanel } from './checkout-panel';
import { caseKeys } from '../../lib/api/case-keys';
import { createCheckout } from './api/checkout';
import { quoteQuery } from './api/quote';
import type { PlanDraft } from './plan-draft';
import { PriceBreakdown } from './price-breakdown';
import { PaymentQueryFailed } from './payment-query-failed';
import { quoteErrorMessage } from './quote-error';
import { useMoney } from '../../lib/use-money';

/** The first payment of the case: the server's quote for the chosen plan, then the pop-up checkout. */
export function CasePayment({ draft, standing }: { draft: PlanDraft; standing: PaymentStatus }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const navigate = useNavigate();
  const money = useMoney();
  const queryClient = useQueryClient();
  // Shown from the server's quote only: it is what the checkout will charge.
  const quote = useQuery(quoteQuery(draft));

  const settled = (to: string) => () => {
    void queryClient.invalidateQueries({ queryKey: caseKeys.summary() });
    void navigate(localizeHref(to, locale));
  };

  if (quote.isPending) return <p role="status">{t('loading')}</p>;
  if (quote.isError) {
    const refusal = quoteErrorMessage(quote.error, locale, { minimumCents: 0, fullPriceCents: 0 });
    if (!refusal) return <PaymentQueryFailed onRetry={() => void quote.refetch()} />;
    return (
      <FormBanner title={refusal}>
        <Link className="font-semibold underline" to={localizeHref('/plan-selection', locale)}>
          {t('pay.changePlan')}
        </Link>
      </FormBanner>
    );
  }

  const { quote: priced } = quote.data;
  const next = priced.installments[0];
  return (
    <div className="flex flex-col gap-6">
      {standing === 'failed' ? <FormBanner>{paymentMessage('payment.failed', locale)}</FormBanner> : null}
      {standing === 'in-progress' ? <FormBanner tone="info">{t('pay.inProgressNotice')}</FormBanner> : null}
      <section className="flex flex-col gap-3" aria-labelledby="pay-summary-heading">
        <h2 id="pay-summary-heading" className="text-xl font-bold">
          {t(`pay.plan.${priced.plan}`)}
        </h2>
        {next ? (
          <p>
            {t('pay.installmentsAfter', {
              count: priced.installmentsCount,
              amount: money(next.totalCents),
            })}
          </p>
        ) : null}
        <PriceBreakdown quote={priced} taxKnown />
        <Link
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          to={localizeHref('/plan-selection', locale)}
        >
          {t('pay.changePlan')}
        </Link>
      </section>
      <CheckoutPanel
        scope="case"
        payLabel={
          standing === 'in-progress'
            ? t('pay.resume')
            : t('pay.button', { amount: money(priced.totalTodayCents) })
        }
        start={(idempotencyKey) =>
          createCheckout({
            plan: draft.plan,
            state: draft.state,
            ...(draft.plan === 'installments' && draft.downPaymentCents !== undefined
              ? { downPaymentCents: draft.downPaymentCents }
              : {}),
            purpose: 'case',
            idempotencyKey,
            locale,
          })
        }
        onSucceeded={settled('/success-pay')}
        onPending={settled('/pending-pay')}
      />
    </div>
  );
}
