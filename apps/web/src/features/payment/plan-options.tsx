import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentPlan, Quote } from '@camino/contracts';
import { FieldError } from '../../ui/field-message';
import { useMoney } from '../../lib/use-money';

/**
 * Pay in full or by installments, as two large radio cards: each says what it costs and, for the
 * full payment, what it saves. Native radios keep arrow-key navigation and screen-reader grouping.
 */
export function PlanOptions({
  full,
  installments,
  value,
  onChange,
  error,
  taxKnown,
}: {
  full: Quote;
  installments: Quote;
  value: PaymentPlan | '';
  onChange: (plan: PaymentPlan) => void;
  error?: string | undefined;
  /** False while no state is chosen: amounts are then before tax. */
  taxKnown: boolean;
}) {
  const { t } = useTranslation('payment');
  const money = useMoney();
  const id = useId();
  const cards: { plan: PaymentPlan; title: string; price: string; lines: string[] }[] = [
    {
      plan: 'full',
      title: t('plans.full.title'),
      price: money(full.totalCents),
      lines: [
        t('plans.full.once'),
        ...(full.savingsCents > 0 ? [t('plans.full.savings', { amount: money(full.savingsCents) })] : []),
      ],
    },
    {
      plan: 'installments',
      title: t('plans.installments.title'),
      price: money(installments.totalCents),
      lines: [
        t('plans.installments.downPayment', { amount: money(installments.minimumDownPaymentCents) }),
        t('plans.installments.then', { count: installments.installmentsCount }),
      ],
    },
  ];
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-xl font-bold">{t('plans.legend')}</legend>
      {cards.map((card) => {
        const checked = value === card.plan;
        return (
          <label
            key={card.plan}
            data-testid={`plan-${card.plan}`}
            className={`flex cursor-pointer gap-3 rounded-xl border-2 p-4 ${
              checked ? 'border-brand-700 bg-brand-50' : 'border-line bg-white'
            }`}
          >
            <input
              type="radio"
              name="plan"
              value={card.plan}
              checked={checked}
              onChange={() => onChange(card.plan)}
              className="mt-1 size-6 shrink-0 accent-brand-700"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-semibold">{card.title}</span>
              <span className="text-2xl font-bold text-brand-900">
                {card.price}
                <span className="ml-1 text-sm font-normal text-muted">
                  {taxKnown ? t('plans.total') : t('plans.beforeTax')}
                </span>
              </span>
              {card.lines.map((line) => (
                <span key={line} className="text-sm">
                  {line}
                </span>
              ))}
            </span>
          </label>
        );
      })}
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}
