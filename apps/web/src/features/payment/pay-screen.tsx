import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { CasePayment } from './case-payment';
import { InstallmentPayment } from './installment-payment';
import { ChooseFirst } from './payment-options-screen';
import { useCaseSummary } from '../../lib/api/case-summary';
import { readPlanDraft } from './plan-draft';
import { PaymentQueryFailed } from './payment-query-failed';

/** The card payment process: the case's first payment, or an installment once a plan is running. */
export default function PayScreen() {
  const { t } = useTranslation();
  const payment = useTranslation('payment');
  const summary = useCaseSummary();
  const standing = summary.data?.payment;
  const draft = readPlanDraft();
  const paysInstallment = standing === 'installments-overdue' || standing === 'installments-current';
  return (
    <div className="flex flex-col gap-8">
      <PageIntro title={t('routes.pay.heading')} intro={t('routes.pay.intro')} />
      {summary.isPending ? <p role="status">{payment.t('loading')}</p> : null}
      {summary.isError ? <PaymentQueryFailed onRetry={() => void summary.refetch()} /> : null}
      {standing && paysInstallment ? <InstallmentPayment /> : null}
      {standing && !paysInstallment && draft ? <CasePayment draft={draft} standing={standing} /> : null}
      {standing && !paysInstallment && !draft ? <ChooseFirst /> : null}
    </div>
  );
}
