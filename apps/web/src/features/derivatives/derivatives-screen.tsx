import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { ActivePaymentPlan, BasicPaymentOptions, PaymentPlan, Strategy } from '@camino/contracts';
import { useLocale } from '../../lib/locale';
import { ReadOnlyNotice } from '../../lib/read-only/read-only-notice';
import { useCaseReadOnlyStatus } from '../../lib/read-only/use-case-read-only';
import { useMoney } from '../../lib/use-money';
import { PageIntro } from '../../ui/page-intro';
import { QueryFailed } from '../../ui/query-failed';
import { useCaseSummary } from '../../lib/api/case-summary';
import { useActivePlan } from '../../lib/api/active-plan';
import { usePriceList } from '../../lib/api/price-list';
import { FamilyMembersEditor, type PendingFamily } from './family-members-editor';

/**
 * Family members of a paid case: who is included, and adding, editing or removing them. Paying for
 * the ones the payment does not cover is the payment's panel, handed in by the route.
 */
export default function DerivativesScreen({
  renderNotCovered,
}: {
  renderNotCovered: (pending: PendingFamily, plan: PaymentPlan) => ReactNode;
}) {
  const { t } = useTranslation();
  const family = useTranslation('family');
  const payment = useTranslation('payment');
  const locale = useLocale();
  const summary = useCaseSummary();
  const strategy = summary.data?.strategy ?? null;
  const plan = summary.data?.plan ?? 'full';
  const readOnly = useCaseReadOnlyStatus();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.derivatives.heading')} intro={t('routes.derivatives.intro')} />
      {summary.isPending ? <p role="status">{family.t('list.loading')}</p> : null}
      {summary.isError ? (
        <QueryFailed
          title={payment.t('loadFailed.title')}
          text={payment.t('loadFailed.text')}
          retryLabel={payment.t('loadFailed.retry')}
          onRetry={() => void summary.refetch()}
        />
      ) : null}
      {summary.data && !strategy ? <p>{family.t('noStrategy')}</p> : null}
      {strategy ? (
        <>
          <ReadOnlyNotice status={readOnly} />
          {readOnly === 'editable' ? <PriceImpact strategy={strategy} /> : null}
          <FamilyMembersEditor
            strategy={strategy}
            locale={locale}
            readOnly={readOnly !== 'editable'}
            renderNotCovered={(pending) => renderNotCovered(pending, plan)}
          />
        </>
      ) : null}
    </div>
  );
}

/** What the payment covers and what another family member would add, when the price depends on them. */
function PriceImpact({ strategy }: { strategy: Strategy }) {
  const priceList = usePriceList(strategy);
  const plan = useActivePlan();
  if (!priceList.data || !plan.data) return null;
  return <CoverageNote priceList={priceList.data} plan={plan.data} />;
}

function CoverageNote({ priceList, plan }: { priceList: BasicPaymentOptions; plan: ActivePaymentPlan }) {
  const { t } = useTranslation('family');
  const locale = useLocale();
  const money = useMoney();
  const { spouseCents, childCents } = priceList.familyMembers;
  if (spouseCents === null && childCents === null) return null;
  const covered = plan.familyMembersCovered;
  const who = [
    ...(covered.spouse ? [t('coverage.spouse')] : []),
    ...(covered.children > 0 ? [t('coverage.children', { count: covered.children })] : []),
  ];
  const list = new Intl.ListFormat(locale === 'es' ? 'es-US' : 'en-US', { type: 'conjunction' });
  return (
    <div
      className="flex flex-col gap-1 rounded-xl border-2 border-line bg-white p-4 text-sm"
      data-testid="coverage-note"
    >
      <p className="font-semibold">
        {who.length > 0 ? t('coverage.covers', { who: list.format(who) }) : t('coverage.none')}
      </p>
      {/* A case has one spouse: once covered, the price of adding one no longer applies. */}
      {spouseCents !== null && !covered.spouse ? (
        <p data-testid="coverage-spouse-price">{t('coverage.spousePrice', { amount: money(spouseCents) })}</p>
      ) : null}
      {childCents !== null ? <p>{t('coverage.childPrice', { amount: money(childCents) })}</p> : null}
    </div>
  );
}
