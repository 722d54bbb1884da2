import type { Strategy } from '@camino/contracts';
import { useTranslation } from 'react-i18next';

const COMMON = ['notice', 'receipt', 'identity', 'originals', 'translations', 'copy'] as const;
const ASYLUM = ['interpreter', 'family'] as const;

/** What to bring to an interview, for the case type; the asylum interpreter rules only for asylum. */
export function BringList({ strategy }: { strategy: Strategy }) {
  const { t } = useTranslation('review');
  const items = strategy === 'asylum' ? [...COMMON, ...ASYLUM] : COMMON;
  return (
    <section aria-labelledby="bring-title" className="flex flex-col gap-3" data-testid="bring-list">
      <h2 id="bring-title" className="text-xl font-bold">
        {t('afterFiling.bring.title')}
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        {items.map((item) => (
          <li key={item} data-item={item}>
            {t(`afterFiling.bring.${item}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
