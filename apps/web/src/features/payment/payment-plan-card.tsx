import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { formatCalendarDay } from '../../lib/format-calendar-day';
import { useActivePlan } from '../../lib/api/active-plan';
import { useMoney } from '../../lib/use-money';

/**
 * The applicant's payments on their profile: what is left on an installment plan, the next payment
 * and a way to pay it now (early, or when it is past due). A case paid in full shows only that.
 */
export function PaymentPlanCard() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const money = useMoney();
  const plan = useActivePlan();
  if (!plan.data || plan.data.plan === null) return null;
  const { nextDue, remainingCents, overdueCount } = plan.data;
  return (
    <section
      aria-labelledby="payment-plan-card-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-white p-5"
      data-testid="payment-plan-card"
    >
      <h2 id="payment-plan-card-title" className="text-xl font-bold text-brand-900">
        {t('planCard.title')}
      </h2>
      <p>{t(`pay.plan.${plan.data.plan}`)}</p>
      {nextDue === null ? (
        <p>{t('planCard.paidInFull')}</p>
      ) : (
        <>
          <p className={overdueCount > 0 ? 'font-semibold text-error-700' : undefined}>
            {overdueCount > 0 ? t('installment.overdueTitle') : t('installment.nextTitle')}:{' '}
            {t('installment.detail', {
              number: String(nextDue.number),
              date: formatCalendarDay(nextDue.dueDate, locale),
              amount: money(nextDue.totalCents),
            })}
          </p>
          <p className="text-muted">{t('installment.remaining', { amount: money(remainingCents) })}</p>
          <Link to={localizeHref('/pay', locale)} className={buttonClasses({ outline: true })}>
            {overdueCount > 0 ? t('planCard.payOverdue') : t('planCard.payEarly')}
          </Link>
        </>
      )}
    </section>
  );
}
