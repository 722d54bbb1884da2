import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import type { DeclarationSection } from './api/declaration';
import { SaveStatusNote } from './save-status-note';
import { useAutosave } from './use-autosave';

/** The translator's English text of one section, saved as typed; a machine draft is marked until edited. */
export function TranslationEditor({ section, readOnly }: { section: DeclarationSection; readOnly: boolean }) {
  const { t } = useTranslation('declaration');
  const { text, change, status } = useAutosave({
    section: section.key,
    kind: 'translation',
    serverText: section.translation?.text ?? '',
  });
  const id = `translation-${section.key}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {t('document.translationLabel', { section: section.title })}
      </label>
      <p className="rounded bg-canvas p-2 text-sm" lang="es">
        {section.original.text}
      </p>
      {section.translation?.machineDraft && text === section.translation.text ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-semibold text-warning-800">{t('document.draftMark')}</p>
          {!readOnly ? (
            <Button size="small" outline onClick={() => change(text)} data-testid={`reviewed-${section.key}`}>
              {t('document.reviewed')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <textarea
        id={id}
        lang="en"
        data-testid={`translation-${section.key}`}
        className="min-h-40 w-full rounded-lg border-2 border-line p-3 text-base"
        value={text}
        readOnly={readOnly}
        maxLength={20_000}
        onChange={(event) => change(event.target.value)}
      />
      <SaveStatusNote id={`${id}-status`} status={status} />
    </div>
  );
}
