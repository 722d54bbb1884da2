import { useTranslation } from 'react-i18next';
import type { Quote } from '@camino/contracts';
import { useMoney } from '../../lib/use-money';

/** The lines of a quote: what the price is made of, the tax and what is charged today. */
export function PriceBreakdown({ quote, taxKnown }: { quote: Quote; taxKnown: boolean }) {
  const { t } = useTranslation('payment');
  const money = useMoney();
  const rows: [string, string, boolean?][] = [
    [t('breakdown.base'), money(quote.basePriceCents)],
    ...(quote.familyMembersCents > 0
      ? [[t('breakdown.familyMembers'), money(quote.familyMembersCents)] as [string, string]]
      : []),
    ...(quote.plan === 'installments'
      ? [[t('breakdown.planPrice'), money(quote.planPriceCents)] as [string, string]]
      : []),
    [taxKnown ? t('breakdown.tax') : t('breakdown.taxUnknown'), taxKnown ? money(quote.taxCents) : '—'],
    [t('breakdown.total'), money(quote.totalCents), true],
    [t('breakdown.today'), money(quote.totalTodayCents), true],
  ];
  return (
    <dl
      className="flex flex-col divide-y divide-line rounded-xl border-2 border-line bg-white"
      data-testid="price-breakdown"
    >
      {rows.map(([label, value, strong]) => (
        <div key={label} className={`flex justify-between gap-4 px-4 py-3 ${strong ? 'font-bold' : ''}`}>
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
