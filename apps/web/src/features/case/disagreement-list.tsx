import type { Disagreement } from '@camino/contracts';
import { useTranslation } from 'react-i18next';

/** The places where the declaration and the forms do not tell the same story, to review before the interview. */
export function DisagreementList({ disagreements }: { disagreements: readonly Disagreement[] }) {
  const { t } = useTranslation('review');
  return (
    <section
      aria-labelledby="disagreements-title"
      className="flex flex-col gap-3"
      data-testid="disagreements"
    >
      <h2 id="disagreements-title" className="text-xl font-bold">
        {t('practice.disagreements.title')}
      </h2>
      {disagreements.length === 0 ? (
        <p>{t('practice.disagreements.none')}</p>
      ) : (
        <>
          <p>{t('practice.disagreements.intro')}</p>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            {disagreements.map((item, index) => (
              <li key={index} data-kind={item.kind}>
                {item.kind === 'order'
                  ? t(`practice.disagreements.order.${item.where}`, item)
                  : t(`practice.disagreements.${item.kind}`, item)}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">{t('practice.disagreements.fix')}</p>
        </>
      )}
    </section>
  );
}
