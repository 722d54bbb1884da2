import type { GovernmentFee, Locale } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { formatCalendarDay } from '../../lib/format-calendar-day';

/** What the applicant owes the U.S. government, apart from Camino's price, each line with its source. */
export function GovernmentFeesList({ fees, locale }: { fees: readonly GovernmentFee[]; locale: Locale }) {
  const { t } = useTranslation('forms');
  if (fees.length === 0) return null;
  return (
    <section aria-labelledby="government-fees" className="flex flex-col gap-2" data-testid="government-fees">
      <h2 id="government-fees" className="text-xl font-bold">
        {t('checklist.feesHeading')}
      </h2>
      <p>{t('checklist.feesIntro')}</p>
      <ul className="flex flex-col gap-2">
        {fees.map((fee) => {
          const amount = fee.amount === 0 ? t('checklist.feeNone') : formatMoney(fee.amount, locale);
          return (
            <li key={`${fee.form}-${fee.label}`}>
              <strong>
                {t(fee.perYear ? 'checklist.feeLinePerYear' : 'checklist.feeLine', {
                  form: fee.form,
                  amount,
                })}
              </strong>{' '}
              {fee.label}{' '}
              <a href={fee.sourceUrl} target="_blank" rel="noreferrer" className="underline">
                {t('checklist.feeSource', { date: formatCalendarDay(fee.asOf, locale) })}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
