import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { PaymentPlan } from '@camino/contracts';
import { useLocale } from '../../lib/locale';
import { FormBanner } from '../../ui/form-banner';
import { CheckoutPanel } from '../payment/checkout-panel';
import { familyCounts } from '../payment/local-quote';
import { createCheckout, getFamilyMembersImpact } from '../payment/payment-api';
import { StateSelect } from '../payment/state-select';
import { useMoney } from '../payment/use-money';
import type { PendingFamily } from './family-members-editor';

/**
 * A paid case whose payment does not cover the family members being added: the difference is paid
 * through the same pop-up checkout, and the family members are saved again once the server records it.
 */
export function PayDifferencePanel({ pending, plan }: { pending: PendingFamily; plan: PaymentPlan }) {
  const { t } = useTranslation('family');
  const payment = useTranslation('payment');
  const locale = useLocale();
  const money = useMoney();
  const [state, setState] = useState('');
  const [stateMissing, setStateMissing] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const counts = familyCounts(pending.members);
  const impact = useQuery({
    queryKey: ['payment', 'family-impact', counts],
    queryFn: ({ signal }) => getFamilyMembersImpact(counts, signal),
  });
  const price = impact.data?.priceImpactCents ?? pending.priceImpactCents;

  return (
    <section
      className="flex flex-col gap-4 rounded-xl border-2 border-warning-700 bg-warning-50 p-4"
      aria-labelledby="pay-difference-heading"
      data-testid="pay-difference"
    >
      <h2 id="pay-difference-heading" tabIndex={-1} className="text-lg font-bold">
        {t('difference.heading')}
      </h2>
      <p>{price !== null ? t('difference.text', { amount: money(price) }) : t('difference.textNoAmount')}</p>
      {impact.data ? (
        <p className="font-semibold">
          {t('difference.total', { total: money(impact.data.totalCents), tax: money(impact.data.taxCents) })}
        </p>
      ) : null}
      <StateSelect
        value={state}
        onChange={(next) => {
          setState(next);
          setStateMissing(false);
        }}
        error={stateMissing ? payment.t('state.required') : undefined}
      />
      {waiting ? <FormBanner tone="info">{t('difference.pending')}</FormBanner> : null}
      <CheckoutPanel
        scope="family-members"
        canPay={() => {
          if (state !== '') return true;
          setStateMissing(true);
          document
            .querySelector<HTMLSelectElement>('[data-testid="pay-difference"] select[name="state"]')
            ?.focus();
          return false;
        }}
        payLabel={
          impact.data
            ? t('difference.pay', { amount: money(impact.data.totalCents) })
            : t('difference.payNoAmount')
        }
        start={(idempotencyKey) =>
          createCheckout({
            plan,
            state,
            purpose: 'family-members',
            // The family the case should cover once paid; the server charges what is not covered yet.
            familyMembers: counts,
            idempotencyKey,
            locale,
          })
        }
        onSucceeded={pending.retry}
        onPending={() => setWaiting(true)}
      />
    </section>
  );
}
