import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import type { useChecklist } from './use-checklist';

/** The loading and failure states every documents screen shares. */
export function ChecklistStatus({ query }: { query: ReturnType<typeof useChecklist> }) {
  const { t } = useTranslation('documents');
  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (!query.isError) return null;
  return (
    <FormBanner>
      <p>{t('loadFailed')}</p>
      <Button size="small" outline className="mt-2" onClick={() => void query.refetch()}>
        {t('tryAgain')}
      </Button>
    </FormBanner>
  );
}
