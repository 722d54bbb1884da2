import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { buttonClasses } from '../../ui/button-styles';

/** The way from the dashboard to the family members (derivatives) of the case. */
export function FamilyCard() {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  return (
    <section
      aria-labelledby="family-card-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-white p-5"
      data-testid="family-card"
    >
      <h2 id="family-card-title" className="text-xl font-bold">
        {t('family.title')}
      </h2>
      <p>{t('family.text')}</p>
      <Link
        to={localizeHref('/derivatives', locale)}
        className={buttonClasses({ outline: true })}
        data-testid="family-card-link"
      >
        {t('family.link')}
      </Link>
    </section>
  );
}
