import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentMessage, type ActivePaymentPlan, type Checkout } from '@camino/contracts';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { attemptKey, endAttempt } from './attempt-key';
import { CheckoutPanel } from './checkout-panel';
import { formatCalendarDay } from '../../lib/format-calendar-day';
import { caseKeys } from '../../lib/api/case-keys';
import { useActivePlan } from '../../lib/api/active-plan';
import { createPayment } from './api/installment-payment';
import { paymentKeys } from '../../lib/api/payment-keys';
import { PaymentQueryFailed } from './payment-query-failed';
import { useMoney } from '../../lib/use-money';

const SAVED_SCOPE = 'installment-saved';

/** An installment paid now: overdue (the pay guard sent the applicant here) or early. */
export function InstallmentPayment() {
  const { t } = useTranslation('payment');
  const plan = useActivePlan();
  const [paid, setPaid] = useState(false);
  if (plan.isPending) return <p role="status">{t('loading')}</p>;
  if (plan.isError) return <PaymentQueryFailed onRetry={() => void plan.refetch()} />;
  if (paid || !plan.data.nextDue) return <InstallmentPaid />;
  return <InstallmentDue plan={plan.data} onPaid={() => setPaid(true)} />;
}

function InstallmentPaid() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  return (
    <FormBanner tone="success" title={t('installment.paidTitle')}>
      <Link className="font-semibold underline" to={localizeHref('/case-dashboard', locale)}>
        {t('installment.backToCase')}
      </Link>
    </FormBanner>
  );
}

function InstallmentDue({ plan, onPaid }: { plan: ActivePaymentPlan; onPaid: () => void }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const navigate = useNavigate();
  const money = useMoney();
  const queryClient = useQueryClient();
  const due = plan.nextDue!;
  const card = plan.savedMethod;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: caseKeys.summary() });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.activePlan() });
  };
  const pending = () => {
    refresh();
    void navigate(localizeHref('/pending-pay', locale));
  };
  const succeeded = () => {
    refresh();
    onPaid();
  };

  const withSavedCard = useMutation({
    mutationFn: () =>
      createPayment({
        idempotencyKey: attemptKey(SAVED_SCOPE),
        installmentNumber: due.number,
        method: 'saved',
        locale,
      }),
    onSuccess: (answer) => {
      if (answer.method !== 'saved') return;
      // A settled charge ends this attempt; a second tap after a failure is a new one.
      if (answer.result !== 'pending') endAttempt(SAVED_SCOPE);
      if (answer.result === 'succeeded') succeeded();
      if (answer.result === 'pending') pending();
    },
  });
  const savedFailed = withSavedCard.data?.method === 'saved' && withSavedCard.data.result === 'failed';

  const startWithNewCard = async (idempotencyKey: string): Promise<Checkout> => {
    const answer = await createPayment({
      idempotencyKey,
      installmentNumber: due.number,
      method: 'new',
      locale,
    });
    if (answer.method !== 'new')
      throw new Error('The server charged the saved card instead of opening a checkout.');
    return answer.checkout;
  };

  return (
    <div className="flex flex-col gap-6">
      <section
        className={`flex flex-col gap-2 rounded-xl border-2 p-4 ${
          due.status === 'overdue' ? 'border-error-700 bg-error-50' : 'border-line bg-white'
        }`}
        aria-labelledby="installment-heading"
      >
        <h2 id="installment-heading" className="text-xl font-bold">
          {due.status === 'overdue' ? t('installment.overdueTitle') : t('installment.nextTitle')}
        </h2>
        <p>
          {t('installment.detail', {
            number: due.number,
            date: formatCalendarDay(due.dueDate, locale),
            amount: money(due.totalCents),
          })}
        </p>
        {plan.overdueCount > 1 ? <p>{t('installment.moreOverdue', { count: plan.overdueCount })}</p> : null}
        <p className="text-sm text-muted">
          {t('installment.remaining', { amount: money(plan.remainingCents) })}
        </p>
      </section>
      {savedFailed ? <FormBanner>{paymentMessage('payment.failed', locale)}</FormBanner> : null}
      {withSavedCard.isError ? <FormBanner>{t('checkout.startFailed')}</FormBanner> : null}
      {card ? (
        <Button
          size="large"
          fullWidth
          loading={withSavedCard.isPending}
          onClick={() => withSavedCard.mutate()}
        >
          {t('installment.paySaved', {
            amount: money(due.totalCents),
            brand: card.brand,
            last4: card.last4,
          })}
        </Button>
      ) : null}
      <CheckoutPanel
        scope="installment-new"
        payLabel={card ? t('installment.payNew') : t('pay.button', { amount: money(due.totalCents) })}
        start={startWithNewCard}
        onSucceeded={succeeded}
        onPending={pending}
      />
    </div>
  );
}
