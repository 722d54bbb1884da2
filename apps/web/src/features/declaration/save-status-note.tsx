import { useTranslation } from 'react-i18next';
import type { AutosaveStatus } from './use-autosave';

/** Says where the text is: saved to the case, being saved, or kept on this device until it can be. */
export function SaveStatusNote({ id, status }: { id: string; status: AutosaveStatus }) {
  const { t } = useTranslation('declaration');
  const tone = status === 'saved' || status === 'saving' ? 'text-muted' : 'text-warning-800 font-semibold';
  return (
    <span id={id} role="status" data-testid="save-status" data-status={status} className={tone}>
      {t(`save.${status}`)}
    </span>
  );
}
