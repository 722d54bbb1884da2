import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './save-queue';

const TONE: Record<SaveStatus, string> = {
  saved: 'text-muted',
  saving: 'text-muted',
  offline: 'text-warning-800',
  error: 'text-error-700',
};

/** A discreet, politely announced line saying where the answers are. */
export function SaveStatusNote({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('questionnaire');
  return (
    <p
      aria-live="polite"
      className={`text-sm ${TONE[status]}`}
      data-testid="save-status"
      data-status={status}
    >
      {t(`save.${status}`)}
    </p>
  );
}
