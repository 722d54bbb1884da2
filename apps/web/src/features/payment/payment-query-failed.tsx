import { useTranslation } from 'react-i18next';
import { QueryFailed } from '../../ui/query-failed';

/** The shared failed-load notice in the words of the payment pages. */
export function PaymentQueryFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('payment');
  return (
    <QueryFailed
      title={t('loadFailed.title')}
      text={t('loadFailed.text')}
      retryLabel={t('loadFailed.retry')}
      onRetry={onRetry}
    />
  );
}
