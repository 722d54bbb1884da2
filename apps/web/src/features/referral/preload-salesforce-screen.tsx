import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { resolveNavigationTarget } from '../../lib/guards/navigation-rules';
import { localizeHref, useLocale } from '../../lib/locale';
import { hasValidToken } from '../../lib/session/session';
import { sessionReady, useSession } from '../../lib/session/session-store';
import { buttonClasses } from '../../ui/button-styles';
import { PageIntro } from '../../ui/page-intro';

/**
 * A link from the customer-relationship team lands here: once the session is restored, the server's
 * navigation rules say where the applicant's case stands and the page moves on there. The CRM itself
 * is kept up to date by the server's jobs, never from the browser.
 */
export default function PreloadSalesforceScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const locale = useLocale();
  const navigate = useNavigate();
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void sessionReady()
      .catch(() => undefined)
      .then(async () => {
        if (controller.signal.aborted) return;
        if (!hasValidToken(session)) {
          setSignedOut(true);
          return;
        }
        const target = await resolveNavigationTarget(true, '/preload-salesforce', controller.signal);
        if (!controller.signal.aborted) void navigate(localizeHref(target, locale), { replace: true });
      });
    return () => controller.abort();
  }, [session, locale, navigate]);

  const next = encodeURIComponent(localizeHref('/preload-salesforce', locale));
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title={t('routes.preload-salesforce.heading')}
        intro={t('routes.preload-salesforce.intro')}
      />
      {signedOut ? (
        <Link
          className={buttonClasses({ size: 'large' })}
          to={`${localizeHref('/login', locale)}?next=${next}`}
        >
          {t('login.submit')}
        </Link>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </div>
  );
}
