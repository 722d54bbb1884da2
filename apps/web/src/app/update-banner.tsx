import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

export function UpdateBanner({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const show = visible && !dismissed;
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 bottom-0 z-40 flex justify-center p-3">
      {show ? (
        <div
          className="flex w-full max-w-xl flex-col gap-3 rounded-xl border-2 border-info-700 bg-white p-4 shadow-xl sm:flex-row sm:items-center"
          data-testid="update-banner"
        >
          <p className="flex-1 font-semibold">{t('update.message')}</p>
          <div className="flex gap-2">
            <Button size="small" outline onClick={() => setDismissed(true)}>
              {t('update.dismiss')}
            </Button>
            <Button
              size="small"
              variant="info"
              onClick={() => window.location.reload()}
              data-testid="update-reload"
            >
              {t('update.reload')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
