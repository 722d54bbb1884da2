import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../locale';
import { hasNamespace, loadNamespaces } from '../page-namespaces';
import type { CaseReadOnlyStatus } from './use-case-read-only';

const NAMESPACE = 'workspace';

/**
 * Tells the applicant why a page cannot be edited. Its texts live in the workspace catalog, which it
 * loads itself so any page can show it without listing that catalog.
 */
export function ReadOnlyNotice({ status }: { status: CaseReadOnlyStatus }) {
  const locale = useLocale();
  const { t, i18n } = useTranslation(NAMESPACE);
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(locale, NAMESPACE));
  useEffect(() => {
    if (ready || !hasNamespace(locale, NAMESPACE)) return;
    let current = true;
    void loadNamespaces(locale, [NAMESPACE]).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [locale, ready]);

  if (!ready || (status !== 'complete' && status !== 'unavailable')) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl border-2 border-info-700 bg-info-50 p-4"
      data-testid="read-only-notice"
    >
      <p className="font-semibold">{t(`readOnly.${status}.title`)}</p>
      <p>{t(`readOnly.${status}.text`)}</p>
      {status === 'complete' ? (
        <Link to={localizeHref('/my-request', locale)} className="font-semibold text-brand-700 underline">
          {t('readOnly.complete.request')}
        </Link>
      ) : null}
    </div>
  );
}
