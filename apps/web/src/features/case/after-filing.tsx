import type { Strategy } from '@camino/contracts';
import { useTranslation } from 'react-i18next';

/** What happens after filing, by case type: the asylum interview, clock and fee never reach VAWA or T visa. */
const AFTER_FILING = {
  asylum: ['asylumReceipt', 'biometrics', 'asylumInterview', 'asylumWorkPermit', 'asylumAddress', 'copies'],
  vawa: ['receipt', 'vawaPrimaFacie', 'biometrics', 'evidenceRequest', 'vawaWorkPermit', 'protectedAddress', 'copies'],
  tvisa: ['receipt', 'biometrics', 'tvisaBonaFide', 'evidenceRequest', 'protectedAddress', 'tvisaStatus', 'copies'],
  unknown: ['receipt', 'biometrics', 'evidenceRequest', 'copies'],
} as const;

export type AfterFilingItem = (typeof AFTER_FILING)[keyof typeof AFTER_FILING][number];

/** The list for a strategy; both VAWA strategies share one; a case of no known type gets only what all share. */
export function afterFilingItems(strategy: Strategy | null): readonly AfterFilingItem[] {
  if (strategy === 'asylum') return AFTER_FILING.asylum;
  if (strategy === 'vawasp' || strategy === 'vawach') return AFTER_FILING.vawa;
  if (strategy === 'tvisa') return AFTER_FILING.tvisa;
  return AFTER_FILING.unknown;
}

export function AfterFiling({ strategy }: { strategy: Strategy | null }) {
  const { t } = useTranslation('review');
  return (
    <section aria-labelledby="after-title" className="flex flex-col gap-3" data-testid="after-filing">
      <h2 id="after-title" className="text-xl font-bold">
        {t('after.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {afterFilingItems(strategy).map((item) => (
          <li key={item} className="rounded-lg bg-canvas px-3 py-2" data-item={item}>
            {t(`after.${item}`)}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">{t('after.notLegalAdvice')}</p>
    </section>
  );
}
