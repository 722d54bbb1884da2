import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from '../ui/icons';

export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <div
      className="flex min-h-dvh items-center justify-center gap-3 text-brand-700"
      role="status"
      aria-live="polite"
    >
      <SpinnerIcon className="size-6" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
