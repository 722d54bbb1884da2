import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';
import { readPlanDraft } from './plan-draft';

/** A payment the applicant closed or cancelled: nothing was paid, and trying again is one tap away. */
export default function CancelPayScreen() {
  const { t } = useTranslation();
  const payment = useTranslation('payment');
  const locale = useLocale();
  // With a plan still chosen in this tab, "try again" goes straight back to paying it.
  const retryTo = readPlanDraft() ? '/pay' : '/plan-selection';
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.cancel-pay.heading')} intro={t('routes.cancel-pay.intro')} />
      <div role="status" className="rounded-xl border-2 border-warning-700 bg-warning-50 p-4">
        <p className="font-semibold">{payment.t('checkout.cancelledTitle')}</p>
        <p>{payment.t('checkout.cancelledText')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link className={buttonClasses({ size: 'large' })} to={localizeHref(retryTo, locale)}>
          {payment.t('checkout.tryAgain')}
        </Link>
        <Link
          className={buttonClasses({ size: 'large', outline: true })}
          to={localizeHref('/plan-selection', locale)}
        >
          {payment.t('cancelled.changePlan')}
        </Link>
      </div>
      <p>
        {payment.t('cancelled.help')}{' '}
        <Link className="font-semibold text-brand-700 underline" to={localizeHref('/help', locale)}>
          {payment.t('cancelled.helpLink')}
        </Link>
      </p>
    </div>
  );
}
