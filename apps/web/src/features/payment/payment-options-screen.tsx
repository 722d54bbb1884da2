import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { checkDownPayment, downPaymentMessage, type Locale } from '@camino/contracts';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { PageIntro } from '../../ui/page-intro';
import { DownPaymentField } from './down-payment-field';
import { InstallmentSchedule } from './installment-schedule';
import { localQuote } from './local-quote';
import { centsToInput, parseDollars } from './parse-dollars';
import { postQuote } from './api/quote';
import { readPlanDraft, savePlanDraft, type PlanDraft } from './plan-draft';
import { PaymentQueryFailed } from './payment-query-failed';
import { quoteErrorMessage } from './quote-error';
import { useMoney } from '../../lib/use-money';
import { usePricing, type Pricing } from './use-pricing';

export default function PaymentOptionsScreen() {
  const { t } = useTranslation();
  const draft = readPlanDraft();
  return (
    <div className="flex flex-col gap-8">
      <PageIntro title={t('routes.payment-options.heading')} intro={t('routes.payment-options.intro')} />
      {draft ? <InstallmentOptions draft={draft} /> : <ChooseFirst />}
    </div>
  );
}

/** Reached without a plan (a bookmark, another tab): the plan and the state are chosen first. */
export function ChooseFirst() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  return (
    <FormBanner tone="info" title={t('chooseFirst.title')}>
      <Link className="font-semibold underline" to={localizeHref('/plan-selection', locale)}>
        {t('chooseFirst.link')}
      </Link>
    </FormBanner>
  );
}

function InstallmentOptions({ draft }: { draft: PlanDraft }) {
  const { t } = useTranslation('payment');
  const pricing = usePricing(draft.state);
  if (pricing.status === 'failed') return <PaymentQueryFailed onRetry={pricing.retry} />;
  if (pricing.status === 'loading') return <p role="status">{t('loading')}</p>;
  return (
    <DownPaymentForm
      draft={draft}
      priceList={pricing.priceList}
      familyMembers={pricing.familyMembers}
      tax={pricing.tax}
    />
  );
}

function DownPaymentForm({
  draft,
  priceList,
  familyMembers,
  tax,
}: { draft: PlanDraft } & Omit<Extract<Pricing, { status: 'ready' }>, 'status'>) {
  const { t } = useTranslation('payment');
  const locale: Locale = useLocale();
  const navigate = useNavigate();
  const money = useMoney();
  const input = useRef<HTMLInputElement>(null);
  const base = localQuote({ priceList, familyMembers, plan: 'installments', tax }).quote!;
  const bounds = { minimumCents: base.minimumDownPaymentCents, fullPriceCents: base.fullPriceCents };
  const [text, setText] = useState(() => centsToInput(draft.downPaymentCents ?? bounds.minimumCents));
  const [touched, setTouched] = useState(false);
  const confirm = useMutation({ mutationFn: postQuote });

  const cents = parseDollars(text);
  const rule = checkDownPayment(cents, bounds);
  // Tell the rule once the applicant has left the field or tried to continue, not on every keystroke.
  const fieldError = touched && rule ? downPaymentMessage(rule, locale, bounds) : null;
  const serverError = confirm.isError ? quoteErrorMessage(confirm.error, locale, bounds) : null;
  const current = rule
    ? base
    : localQuote({ priceList, familyMembers, plan: 'installments', tax, downPaymentCents: cents }).quote!;

  const payInFull = () => {
    savePlanDraft({ plan: 'full', state: draft.state });
    void navigate(localizeHref('/pay', locale));
  };

  const submit = () => {
    setTouched(true);
    if (rule) {
      input.current?.focus();
      return;
    }
    confirm.mutate(
      { plan: 'installments', state: draft.state, downPaymentCents: cents },
      {
        onSuccess: () => {
          savePlanDraft({ plan: 'installments', state: draft.state, downPaymentCents: cents });
          void navigate(localizeHref('/pay', locale));
        },
        onError: () => input.current?.focus(),
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl border-2 border-line bg-white p-4">
        <dt>{t('options.fullPrice')}</dt>
        <dd className="text-right tabular-nums">{money(base.fullPriceCents)}</dd>
        <dt>{t('options.minimum')}</dt>
        <dd className="text-right tabular-nums">{money(bounds.minimumCents)}</dd>
        <dt>{t('options.count')}</dt>
        <dd className="text-right tabular-nums">{base.installmentsCount}</dd>
        {base.savingsCents > 0 ? (
          <>
            <dt>{t('options.savings')}</dt>
            <dd className="text-right tabular-nums">{money(base.savingsCents)}</dd>
          </>
        ) : null}
      </dl>
      <DownPaymentField
        ref={input}
        value={text}
        onChange={(next) => {
          setText(next);
          confirm.reset();
        }}
        onBlur={() => setTouched(true)}
        hint={t('options.downPaymentHint', {
          minimum: money(bounds.minimumCents),
          fullPrice: money(bounds.fullPriceCents),
        })}
        error={fieldError ?? serverError}
      />
      {rule === 'downPayment.notBelowFull' && touched ? (
        <Button outline onClick={payInFull}>
          {t('options.payInFullInstead')}
        </Button>
      ) : null}
      <InstallmentSchedule quote={current} />
      {confirm.isError && !serverError ? <FormBanner>{t('quote.failed')}</FormBanner> : null}
      <Button size="large" fullWidth loading={confirm.isPending} onClick={submit}>
        {rule
          ? t('options.continuePlain')
          : t('options.continue', { amount: money(current.totalTodayCents) })}
      </Button>
    </div>
  );
}
