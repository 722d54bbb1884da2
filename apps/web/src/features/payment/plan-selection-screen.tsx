import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { BasicPaymentOptions, CaseSummary, PaymentPlan, Strategy } from '@camino/contracts';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { ErrorSummary, type SummaryError } from '../../ui/error-summary';
import { useFamilyMembers } from '../../lib/api/use-family-members';
import { FamilyMembersSection } from './family-members-section';
import { familyCounts, localQuote } from './local-quote';
import { postQuote } from './api/quote';
import { useCaseSummary } from '../../lib/api/case-summary';
import { usePriceList } from '../../lib/api/price-list';
import { useTaxRate } from './api/tax-rate';
import { PlanOptions } from './plan-options';
import { readPlanDraft, savePlanDraft } from './plan-draft';
import { PriceBreakdown } from './price-breakdown';
import { quoteErrorMessage } from './quote-error';
import { PaymentQueryFailed } from './payment-query-failed';
import { StateSelect } from './state-select';
import { StrategyChoice } from './strategy-choice';

/** Draws the family members' editor of a case type; the route hands in the family members' one. */
export type RenderFamilyEditor = (strategy: Strategy) => ReactNode;

export default function PlanSelectionScreen({
  renderFamilyEditor,
}: {
  renderFamilyEditor: RenderFamilyEditor;
}) {
  const { t } = useTranslation();
  const payment = useTranslation('payment');
  const summary = useCaseSummary();
  const strategy = summary.data?.strategy ?? null;
  return (
    <div className="flex flex-col gap-8">
      <PageIntro title={t('routes.plan-selection.heading')} intro={t('routes.plan-selection.intro')} />
      {summary.isPending ? <p role="status">{payment.t('loading')}</p> : null}
      {summary.isError ? <PaymentQueryFailed onRetry={() => void summary.refetch()} /> : null}
      {summary.data && !strategy ? <StrategyChoice eligible={summary.data.eligibleStrategies} /> : null}
      {summary.data && strategy ? (
        <PlanSelection summary={summary.data} strategy={strategy} renderFamilyEditor={renderFamilyEditor} />
      ) : null}
    </div>
  );
}

function PlanSelection({
  summary,
  strategy,
  renderFamilyEditor,
}: {
  summary: CaseSummary;
  strategy: Strategy;
  renderFamilyEditor: RenderFamilyEditor;
}) {
  const { t } = useTranslation('payment');
  const priceList = usePriceList(strategy);
  if (summary.access.paid) return <AlreadyPaid />;
  if (priceList.isPending) return <p role="status">{t('loading')}</p>;
  if (priceList.isError) return <PaymentQueryFailed onRetry={() => void priceList.refetch()} />;
  return <PlanForm strategy={strategy} priceList={priceList.data} renderFamilyEditor={renderFamilyEditor} />;
}

function AlreadyPaid() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  return (
    <FormBanner tone="success" title={t('alreadyPaid.title')}>
      <Link className="font-semibold underline" to={localizeHref('/case-dashboard', locale)}>
        {t('alreadyPaid.link')}
      </Link>
    </FormBanner>
  );
}

function PlanForm({
  strategy,
  priceList,
  renderFamilyEditor,
}: {
  strategy: Strategy;
  priceList: BasicPaymentOptions;
  renderFamilyEditor: RenderFamilyEditor;
}) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const navigate = useNavigate();
  const draft = readPlanDraft();
  const [state, setState] = useState(draft?.state ?? '');
  const [plan, setPlan] = useState<PaymentPlan | ''>(draft?.plan ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { members } = useFamilyMembers();
  const taxRate = useTaxRate(state);
  const counts = familyCounts(members);
  const tax =
    taxRate.data && taxRate.data.state === state ? { state, ratePpm: taxRate.data.taxRatePpm } : null;
  const quoteFor = (which: PaymentPlan) =>
    localQuote({ priceList, familyMembers: counts, plan: which, tax }).quote;
  const full = quoteFor('full');
  const installments = quoteFor('installments');
  const confirm = useMutation({ mutationFn: postQuote });

  const errors: SummaryError[] = submitted
    ? [
        ...(state === '' ? [{ target: 'select[name="state"]', message: t('state.required') }] : []),
        ...(plan === '' ? [{ target: 'input[name="plan"]', message: t('plans.required') }] : []),
      ]
    : [];
  const fieldError = (target: string) => errors.find((error) => error.target === target)?.message;

  const submit = () => {
    setSubmitted(true);
    if (state === '' || plan === '') {
      setAttempt((n) => n + 1);
      return;
    }
    // The server prices the case from its own record (family members, today's date): it is the authority.
    confirm.mutate(
      { plan, state },
      {
        onSuccess: () => {
          savePlanDraft({
            plan,
            state,
            ...(plan === 'installments' && draft?.downPaymentCents !== undefined
              ? { downPaymentCents: draft.downPaymentCents }
              : {}),
          });
          void navigate(localizeHref(plan === 'full' ? '/pay' : '/payment-options', locale));
        },
      },
    );
  };

  const selected = plan === 'full' ? full : plan === 'installments' ? installments : null;
  const refusal = confirm.isError
    ? (quoteErrorMessage(confirm.error, locale, {
        minimumCents: installments?.minimumDownPaymentCents ?? 0,
        fullPriceCents: installments?.fullPriceCents ?? 0,
      }) ?? t('quote.failed'))
    : null;

  return (
    <div className="flex flex-col gap-8">
      <ErrorSummary title={t('errors.summaryTitle')} errors={errors} trigger={attempt} />
      <StateSelect
        value={state}
        onChange={(next) => {
          setState(next);
          confirm.reset();
        }}
        error={fieldError('select[name="state"]')}
      />
      <FamilyMembersSection priceList={priceList} editor={renderFamilyEditor(strategy)} />
      {full && installments ? (
        <PlanOptions
          full={full}
          installments={installments}
          value={plan}
          onChange={(next) => {
            setPlan(next);
            confirm.reset();
          }}
          error={fieldError('input[name="plan"]')}
          taxKnown={tax !== null}
        />
      ) : null}
      {selected ? <PriceBreakdown quote={selected} taxKnown={tax !== null} /> : null}
      {refusal ? <FormBanner>{refusal}</FormBanner> : null}
      <Button size="large" fullWidth loading={confirm.isPending} onClick={submit}>
        {plan === 'installments' ? t('continue.installments') : t('continue.full')}
      </Button>
    </div>
  );
}
