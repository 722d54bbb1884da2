import type { Strategy } from '@camino/contracts';
import { useTranslation } from 'react-i18next';

const ALL = ['receipt', 'biometrics', 'interview', 'ead', 'fee', 'address', 'copies'] as const;
const ASYLUM_ONLY = new Set(['ead', 'fee']);

/** What happens after filing; the asylum-only items are left out for VAWA and T visa cases. */
export function AfterFiling({ strategy }: { strategy: Strategy | null }) {
  const { t } = useTranslation('review');
  const items = ALL.filter((item) => strategy === null || strategy === 'asylum' || !ASYLUM_ONLY.has(item));
  return (
    <section aria-labelledby="after-title" className="flex flex-col gap-3" data-testid="after-filing">
      <h2 id="after-title" className="text-xl font-bold">
        {t('after.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-lg bg-canvas px-3 py-2" data-item={item}>
            {t(`after.${item}`)}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">{t('after.notLegalAdvice')}</p>
    </section>
  );
}
