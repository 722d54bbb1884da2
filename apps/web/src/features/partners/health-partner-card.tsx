import { SALUD_TOTAL_CARD_FLAG } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureFlag } from '../../lib/feature-flags/use-feature-flag';
import { localizeHref, useLocale } from '../../lib/locale';

/** The health-assessment partner, offered beside the evidence while its feature flag is on. */
export function HealthPartnerCard() {
  const { t } = useTranslation('partners');
  const locale = useLocale();
  const enabled = useFeatureFlag(SALUD_TOTAL_CARD_FLAG);
  if (!enabled) return null;
  return (
    <section
      aria-labelledby="health-partner-card-title"
      className="flex flex-col gap-2 rounded-2xl border-2 border-line bg-white p-5"
      data-testid="health-partner-card"
    >
      <h2 id="health-partner-card-title" className="text-lg font-bold">
        {t('card.title')}
      </h2>
      <p>{t('card.text')}</p>
      <Link to={localizeHref('/announcements-st', locale)} className="font-semibold text-brand-700 underline">
        {t('card.link')}
      </Link>
    </section>
  );
}
