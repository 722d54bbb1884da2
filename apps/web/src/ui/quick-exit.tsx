import { useTranslation } from 'react-i18next';
import { leaveSite, QUICK_EXIT_URL } from '../lib/quick-exit/leave-site';
import { ExitIcon } from './icons';

export { QUICK_EXIT_URL };

/**
 * Leaves Camino at once and ends the session everywhere. A plain link underneath, so it works on a
 * page the app has not started on yet. `floating` pins it to the corner of the screen for layouts
 * without a header.
 */
export function QuickExit({
  floating = false,
  testId = 'quick-exit',
}: {
  floating?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={QUICK_EXIT_URL}
      rel="noreferrer"
      data-quick-exit
      onClick={(event) => {
        event.preventDefault();
        leaveSite();
      }}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-error-700 px-3 text-sm font-semibold text-white no-underline hover:bg-error-800 ${
        floating ? 'fixed top-2 right-2 z-40 shadow-lg' : ''
      }`}
      data-testid={testId}
      title={t('quickExit.hint')}
      aria-keyshortcuts="Escape Escape Escape"
    >
      <ExitIcon className="size-5" />
      <span>{t('quickExit.label')}</span>
    </a>
  );
}
