import { useTranslation } from 'react-i18next';
import type { Quote } from '@camino/contracts';
import { useLocale } from '../../lib/locale';
import { formatCalendarDay } from '../../lib/format-calendar-day';
import { useMoney } from '../../lib/use-money';

/** Today's charge and each installment with its due date, tax included. */
export function InstallmentSchedule({ quote }: { quote: Quote }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const money = useMoney();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="schedule-heading">
      <h2 id="schedule-heading" className="text-xl font-bold">
        {t('options.scheduleHeading')}
      </h2>
      <table className="w-full border-collapse text-left" data-testid="installment-schedule">
        <caption className="sr-only">{t('options.scheduleCaption')}</caption>
        <thead>
          <tr className="border-b-2 border-line">
            <th scope="col" className="py-2">
              {t('options.when')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('options.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line font-semibold">
            <th scope="row" className="py-2 font-semibold">
              {t('options.today')}
            </th>
            <td className="py-2 text-right tabular-nums">{money(quote.totalTodayCents)}</td>
          </tr>
          {quote.installments.map((installment) => (
            <tr key={installment.number} className="border-b border-line">
              <th scope="row" className="py-2 font-normal">
                {t('options.installment', {
                  number: installment.number,
                  date: formatCalendarDay(installment.dueDate, locale),
                })}
              </th>
              <td className="py-2 text-right tabular-nums">{money(installment.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-muted">
        {t('options.taxNote', { tax: money(quote.taxCents), total: money(quote.totalCents) })}
      </p>
    </section>
  );
}
