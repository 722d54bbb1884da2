import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';

/** When to stop and see a lawyer, on every after-filing screen, with the way to the referral. */
export function LawyerNotice() {
  const { t } = useTranslation('review');
  const locale = useLocale();
  return (
    <aside
      aria-labelledby="after-lawyer-title"
      className="flex flex-col gap-2 rounded-xl border-l-4 border-brand-700 bg-canvas p-4"
      data-testid="after-filing-lawyer"
    >
      <h2 id="after-lawyer-title" className="text-lg font-bold">
        {t('afterFiling.lawyer.title')}
      </h2>
      <p>{t('afterFiling.lawyer.text')}</p>
      <Link to={localizeHref('/talk-to-a-lawyer', locale)} className="font-semibold text-brand-700 underline">
        {t('afterFiling.lawyer.link')}
      </Link>
      <p className="text-sm text-muted">{t('after.notLegalAdvice')}</p>
    </aside>
  );
}
