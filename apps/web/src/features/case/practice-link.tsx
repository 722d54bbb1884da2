import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';

/** The way from the dashboard to interview practice. */
export function PracticeLink() {
  const { t } = useTranslation('review');
  const locale = useLocale();
  return (
    <section
      aria-labelledby="practice-link-title"
      className="flex flex-col gap-2"
      data-testid="practice-link"
    >
      <h2 id="practice-link-title" className="text-xl font-bold">
        {t('practice.link.title')}
      </h2>
      <p>{t('practice.link.text')}</p>
      <Link
        to={localizeHref('/interview-practice', locale)}
        className="self-start font-semibold text-brand-700 underline"
      >
        {t('practice.link.action')}
      </Link>
    </section>
  );
}
