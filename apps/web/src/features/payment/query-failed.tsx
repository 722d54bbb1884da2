import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';

/** A load that failed even after the retries: say so and let the applicant ask again. */
export function QueryFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('payment');
  return (
    <FormBanner title={t('loadFailed.title')}>
      <p>{t('loadFailed.text')}</p>
      <Button size="small" outline className="mt-2" onClick={onRetry}>
        {t('loadFailed.retry')}
      </Button>
    </FormBanner>
  );
}
