import type { HealthSharedData } from '@camino/contracts';
import { useTranslation } from 'react-i18next';

/** Exactly what the partner receives, line by line, as the applicant authorizes it. */
export function SharedDataList({ shared }: { shared: HealthSharedData }) {
  const { t } = useTranslation('partners');
  const contact = [shared.email, shared.phone].filter(Boolean).join(' · ');
  return (
    <dl className="flex flex-col gap-2" data-testid="health-shared-data">
      <div>
        <dt className="font-semibold">{t('shared.name')}</dt>
        <dd>{shared.name}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t('shared.contact')}</dt>
        <dd>{contact || t('shared.noContact')}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t('shared.caseType')}</dt>
        <dd>{shared.caseType ? t(`caseTypes.${shared.caseType}`) : t('shared.noCaseType')}</dd>
      </div>
      {shared.declarationExcerpt ? (
        <div>
          <dt className="font-semibold">{t('shared.excerpt')}</dt>
          <dd className="whitespace-pre-wrap">{shared.declarationExcerpt}</dd>
        </div>
      ) : null}
    </dl>
  );
}
