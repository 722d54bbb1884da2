import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';

/** The loading and failure states every declaration screen shares. */
export function DeclarationStatus({
  query,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation('declaration');
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
