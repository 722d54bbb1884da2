import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { pendingNavigationQuery } from './api/pending-navigation';

/**
 * A payment the bank has not settled yet. The page asks the server where the case stands every few
 * seconds and moves on by itself once the payment succeeds or fails.
 */
export default function PendingPayScreen() {
  const { t } = useTranslation();
  const payment = useTranslation('payment');
  const locale = useLocale();
  const navigate = useNavigate();
  const rules = useQuery(pendingNavigationQuery);
  const route = rules.data?.route;
  // Only a check the applicant asked for shows as loading; the background polls stay quiet.
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    // Settled: the server's navigation rules name the next page, and its guards decide the rest.
    if (route && route !== '/pending-pay') void navigate(localizeHref(route, locale), { replace: true });
  }, [route, locale, navigate]);

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.pending-pay.heading')} intro={t('routes.pending-pay.intro')} />
      <div
        role="status"
        className="flex flex-col gap-2 rounded-xl border-2 border-warning-700 bg-warning-50 p-4"
      >
        <p className="font-semibold">{payment.t('pending.checking')}</p>
        <p>{payment.t('pending.noSecondCharge')}</p>
        <p>{payment.t('pending.email')}</p>
      </div>
      <Button
        outline
        loading={checking}
        onClick={() => {
          setChecking(true);
          void rules.refetch().finally(() => setChecking(false));
        }}
      >
        {payment.t('pending.checkNow')}
      </Button>
      <Link
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        to={localizeHref('/help', locale)}
      >
        {payment.t('pending.help')}
      </Link>
    </div>
  );
}
