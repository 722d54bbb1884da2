import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentMessage } from '@camino/contracts';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { TermsBeforePaying } from './terms-before-paying';
import { useCheckout, type CheckoutOptions, type CheckoutPhase } from './use-checkout';

/**
 * The "Pay" button and every state of the pop-up payment process under it. Each state's heading
 * takes focus when it appears, so a screen reader says what happened while the pop-up had focus.
 */
export function CheckoutPanel({
  payLabel,
  disabled = false,
  canPay = () => true,
  ...options
}: CheckoutOptions & {
  payLabel: string;
  disabled?: boolean;
  /** Checks the page's own inputs first; false keeps the pop-up closed (the page shows why). */
  canPay?: () => boolean;
}) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const { phase, checkout, pay, reopen, tryAgain } = useCheckout(options);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [phase]);

  const state = (tone: 'info' | 'warning' | 'error', title: string, body: ReactNode, actions: ReactNode) => (
    <section
      data-testid="checkout-state"
      data-phase={phase}
      className={`flex flex-col gap-3 rounded-xl border-2 p-4 ${
        tone === 'info'
          ? 'border-brand-700 bg-brand-50'
          : tone === 'warning'
            ? 'border-warning-700 bg-warning-50'
            : 'border-error-700 bg-error-50'
      }`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {title}
      </h2>
      {body}
      <div className="flex flex-col gap-3 sm:flex-row">{actions}</div>
    </section>
  );

  const views: Record<CheckoutPhase, () => ReactNode> = {
    idle: () => (
      <div className="flex flex-col gap-2">
        <TermsBeforePaying />
        <Button
          size="large"
          fullWidth
          disabled={disabled}
          onClick={() => canPay() && pay()}
          data-testid="pay-button"
        >
          {payLabel}
        </Button>
        <p className="text-sm text-muted">{t('checkout.windowNote')}</p>
      </div>
    ),
    starting: () => (
      <Button size="large" fullWidth loading>
        {payLabel}
      </Button>
    ),
    open: () =>
      state(
        'info',
        t('checkout.inProgressTitle'),
        <p>{t('checkout.inProgressText')}</p>,
        <Button outline onClick={reopen}>
          {t('checkout.reopen')}
        </Button>,
      ),
    blocked: () =>
      state(
        'warning',
        t('checkout.blockedTitle'),
        <p>{t('checkout.blockedText')}</p>,
        <>
          {checkout?.url ? (
            <a
              href={checkout.url}
              className="inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-brand-700 bg-brand-700 px-5 font-semibold text-white"
            >
              {t('checkout.openHere')}
            </a>
          ) : null}
          <Button outline onClick={reopen}>
            {t('checkout.tryWindowAgain')}
          </Button>
        </>,
      ),
    cancelled: () =>
      state(
        'warning',
        t('checkout.cancelledTitle'),
        <p>{t('checkout.cancelledText')}</p>,
        <Button onClick={tryAgain}>{t('checkout.tryAgain')}</Button>,
      ),
    failed: () =>
      state(
        'error',
        t('checkout.failedTitle'),
        <>
          <p>{paymentMessage('payment.failed', locale)}</p>
          {checkout?.cardDeclined ? (
            <p data-testid="card-declined">{paymentMessage('payment.cardDeclined', locale)}</p>
          ) : null}
        </>,
        <Button onClick={tryAgain}>{t('checkout.tryAgain')}</Button>,
      ),
    error: () => (
      <div className="flex flex-col gap-3">
        <FormBanner>{t('checkout.startFailed')}</FormBanner>
        <Button size="large" fullWidth onClick={pay}>
          {t('checkout.tryAgain')}
        </Button>
      </div>
    ),
  };

  return <div>{views[phase]()}</div>;
}
