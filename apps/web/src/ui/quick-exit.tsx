import { useTranslation } from 'react-i18next';
import { ExitIcon } from './icons';

// A neutral page that does not hint at immigration or abuse if someone looks at the screen.
export const QUICK_EXIT_URL = 'https://www.google.com/';

/**
 * Leaves Camino at once, replacing this page in history so Back does not return to it. A plain link
 * underneath, so it works on a page the app has not started on yet.
 */
export function QuickExit() {
  const { t } = useTranslation();
  return (
    <a
      href={QUICK_EXIT_URL}
      rel="noreferrer"
      data-quick-exit
      onClick={(event) => {
        event.preventDefault();
        window.location.replace(QUICK_EXIT_URL);
      }}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-error-700 px-3 text-sm font-semibold text-white no-underline hover:bg-error-800"
      data-testid="quick-exit"
      title={t('quickExit.hint')}
    >
      <ExitIcon className="size-5" />
      <span>{t('quickExit.label')}</span>
    </a>
  );
}
