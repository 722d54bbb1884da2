import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';

/** The way from the case hub to the consultation. */
export function ConsultationCard() {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  return (
    <section
      aria-labelledby="consultation-card-title"
      className="flex flex-col gap-2 rounded-2xl border-2 border-line bg-white p-5"
      data-testid="consultation-card"
    >
      <h2 id="consultation-card-title" className="text-lg font-bold">
        {t('dashboard.consultation.title')}
      </h2>
      <p>{t('dashboard.consultation.text')}</p>
      <Link to={localizeHref('/consultation', locale)} className="font-semibold text-brand-700 underline">
        {t('dashboard.consultation.link')}
      </Link>
    </section>
  );
}
