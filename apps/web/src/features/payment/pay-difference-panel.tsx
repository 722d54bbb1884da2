import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentPlan, SavedFamilyMember } from '@camino/contracts';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { useMoney } from '../../lib/use-money';
import { CheckoutPanel } from './checkout-panel';
import { familyCounts } from './local-quote';
import { useActivePlan } from '../../lib/api/active-plan';
import { createCheckout } from './api/checkout';
import { addFamilyMembersToInstallments, familyMembersImpactQuery } from './api/family-members-impact';
import { paymentKeys } from '../../lib/api/payment-keys';

/** Family members the payment does not cover yet, and the save to try again once it does. */
export interface UncoveredFamily {
  members: readonly Pick<SavedFamilyMember, 'relationship'>[];
  /** Price before tax of the members not yet paid for, when the server said. */
  priceImpactCents: number | null;
  retry: () => void;
}

/**
 * A paid case whose payment does not cover the family members being added: the difference is paid
 * through the same pop-up checkout, or, on an installment plan with payments left, joins those
 * payments (the applicant chooses). The plan's state is reused, never asked again; the family members
 * are saved again once the server records the payment or the new installments.
 */
export function PayDifferencePanel({ pending, plan }: { pending: UncoveredFamily; plan: PaymentPlan }) {
  const { t } = useTranslation('family');
  const locale = useLocale();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const active = useActivePlan();
  const counts = familyCounts(pending.members);
  const impact = useQuery(familyMembersImpactQuery(counts));
  const price = impact.data?.priceImpactCents ?? pending.priceImpactCents;
  const remaining =
    active.data?.plan === 'installments'
      ? active.data.installments.filter(
          (installment) => installment.status === 'scheduled' || installment.status === 'overdue',
        ).length
      : 0;
  const addToInstallments = useMutation({
    mutationFn: () => addFamilyMembersToInstallments(counts),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      pending.retry();
    },
  });

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
      {remaining > 0 && impact.data ? (
        <div className="flex flex-col gap-2" data-testid="add-to-installments">
          <p className="font-semibold">{t('difference.chooseHow')}</p>
          <Button
            fullWidth
            loading={addToInstallments.isPending}
            onClick={() => addToInstallments.mutate()}
            data-testid="add-to-installments-button"
          >
            {t('difference.addToInstallments', { amount: money(impact.data.totalCents) })}
          </Button>
          <p className="text-sm text-muted">{t('difference.addToInstallmentsHint', { count: remaining })}</p>
          {addToInstallments.isError ? <FormBanner>{t('difference.addFailed')}</FormBanner> : null}
          <p className="text-sm">{t('difference.payNowHint')}</p>
        </div>
      ) : null}
      {waiting ? <FormBanner tone="info">{t('difference.pending')}</FormBanner> : null}
      <CheckoutPanel
        scope="family-members"
        canPay={() => Boolean(active.data?.taxState)}
        payLabel={
          impact.data
            ? t('difference.pay', { amount: money(impact.data.totalCents) })
            : t('difference.payNoAmount')
        }
        start={(idempotencyKey) =>
          createCheckout({
            plan,
            // The server charges the plan's own tax rate; the state chosen at the first payment is sent back.
            state: active.data?.taxState ?? '',
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
