import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { BasicPaymentOptions } from '@camino/contracts';
import { useMoney } from '../../lib/use-money';
import { useFamilyMembers } from '../../lib/api/use-family-members';

/** "Payment with family members": who is included, and what each one adds to the price. */
export function FamilyMembersSection({
  priceList,
  editor,
}: {
  priceList: BasicPaymentOptions;
  editor: ReactNode;
}) {
  const { t } = useTranslation('payment');
  const money = useMoney();
  const { spouseCents, childCents } = priceList.familyMembers;
  // A case has one spouse: once added, the price of adding one no longer applies.
  const hasSpouse = useFamilyMembers().members.some((member) => member.relationship === 'spouse');
  const prices = [
    ...(spouseCents !== null && !hasSpouse ? [t('family.spousePrice', { amount: money(spouseCents) })] : []),
    ...(childCents !== null ? [t('family.childPrice', { amount: money(childCents) })] : []),
  ];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="family-heading">
      <h2 id="family-heading" className="text-xl font-bold">
        {t('family.heading')}
      </h2>
      <p>{t('family.intro')}</p>
      {prices.length > 0 ? (
        <ul className="list-disc pl-5 text-sm">
          {prices.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {editor}
    </section>
  );
}
