import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { instructionsQuery } from '../../lib/api/filing-instructions';
import { feeSourcesLabel } from '../../lib/fee-sources-label';
import { useLocale } from '../../lib/locale';
import { SourceList } from '../../ui/source-list';

/** The asylum filing fee and the annual fee after it: the package instructions' own text and sources. */
export function AsylumFees() {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const instructions = useQuery(instructionsQuery(locale));
  if (!instructions.data?.fee) return null;
  return (
    <section aria-labelledby="fee-title" className="flex flex-col gap-2" data-testid="asylum-fees">
      <h2 id="fee-title" className="text-xl font-bold">
        {t('after.feeTitle')}
      </h2>
      <p>{instructions.data.fee}</p>
      <SourceList
        label={feeSourcesLabel(t, instructions.data.feeSources, locale)}
        sources={instructions.data.feeSources}
      />
    </section>
  );
}
