import { useTranslation } from 'react-i18next';
import { leaveSite } from '../lib/quick-exit/leave-site';
import { ExitIcon } from './icons';

export { QUICK_EXIT_URL } from '../lib/quick-exit/leave-site';

/**
 * Leaves Camino at once and ends the session everywhere. `floating` pins it to the corner of the
 * screen for layouts without a header.
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
    <button
      type="button"
      onClick={() => leaveSite()}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-error-700 px-3 text-sm font-semibold text-white hover:bg-error-800 ${
        floating ? 'fixed top-2 right-2 z-40 shadow-lg' : ''
      }`}
      data-testid={testId}
      title={t('quickExit.hint')}
      aria-keyshortcuts="Escape Escape Escape"
    >
      <ExitIcon className="size-5" />
      <span>{t('quickExit.label')}</span>
    </button>
  );
}
