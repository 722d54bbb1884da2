import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasValidToken } from '../../lib/session/session';
import { sessionReady, useSession } from '../../lib/session/session-store';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { isInsideCheckoutWindow } from './checkout-window';
import { PaymentConfirmation, type AcceptTermsSlot } from './payment-confirmation';

/**
 * Where the checkout returns to, and where terms are accepted after paying. A public page (an
 * emailed link or an expired session may land here), so it loads no query library: a signed-in
 * applicant sees the confirmation, anyone else a way to sign in.
 */
export default function SuccessPayScreen({ AcceptTerms }: { AcceptTerms: AcceptTermsSlot }) {
  const { t } = useTranslation();
  const session = useSession();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // A new tab restores the session from the refresh cookie first; until then nobody is signed in.
    void sessionReady()
      .catch(() => undefined)
      .then(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, []);

  let body;
  if (isInsideCheckoutWindow()) body = <InsidePopup />;
  else if (!ready) body = <p role="status">{t('common.loading')}</p>;
  else if (!hasValidToken(session)) body = <SignedOut />;
  else body = <PaymentConfirmation AcceptTerms={AcceptTerms} />;

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.success-pay.heading')} intro={t('routes.success-pay.intro')} />
      {body}
    </div>
  );
}

/** The provider returned here inside the pop-up: the tab that opened it carries on. */
function InsidePopup() {
  const { t } = useTranslation('payment');
  return (
    <div className="flex flex-col gap-3" role="status">
      <p>{t('success.popupDone')}</p>
      <Button onClick={() => window.close()}>{t('success.closeWindow')}</Button>
    </div>
  );
}

function SignedOut() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const next = encodeURIComponent(localizeHref('/success-pay', locale));
  return (
    <div className="flex flex-col gap-4">
      <p>{t('success.signedOut')}</p>
      <Link
        className={buttonClasses({ size: 'large' })}
        to={`${localizeHref('/login', locale)}?next=${next}`}
      >
        {t('success.logIn')}
      </Link>
    </div>
  );
}
