import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { PageIntro } from '../../ui/page-intro';
import { getNavigationRules } from '../../lib/api/navigation-rules';

/**
 * The address of the old payment page, kept so links in earlier emails still work: it leads to
 * wherever the case stands now (the server's navigation rules), or to plan selection.
 */
export default function OldPayScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  useEffect(() => {
    const controller = new AbortController();
    getNavigationRules(controller.signal)
      .then(
        (rules) => rules.route,
        () => null,
      )
      .then((route) => {
        if (controller.signal.aborted) return;
        const target = route && route !== '/old-pay' ? route : '/plan-selection';
        void navigate(localizeHref(target, locale), { replace: true });
      });
    return () => controller.abort();
  }, [locale, navigate]);
  return (
    <div className="flex flex-col gap-3">
      <PageIntro title={t('routes.old-pay.heading')} intro={t('routes.old-pay.intro')} />
      <p role="status">{t('common.loading')}</p>
    </div>
  );
}
