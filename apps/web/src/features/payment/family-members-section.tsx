import { useTranslation } from 'react-i18next';
import type { BasicPaymentOptions, Locale, Strategy } from '@camino/contracts';
import { FamilyMembersEditor } from '../derivatives/family-members-editor';
import { useFamilyMembers } from '../derivatives/use-family-members';
import { useMoney } from './use-money';

/** "Payment with family members": who is included, and what each one adds to the price. */
export function FamilyMembersSection({
  strategy,
  priceList,
  locale,
}: {
  strategy: Strategy;
  priceList: BasicPaymentOptions;
  locale: Locale;
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
      <FamilyMembersEditor strategy={strategy} locale={locale} />
    </section>
  );
}
