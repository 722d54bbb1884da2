import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FormBanner } from '../../ui/form-banner';
import { type DeclarationSection, saveSectionText, type TextKind } from './api/declaration';
import { SaveStatusNote } from './save-status-note';
import { useAutosave } from './use-autosave';

/**
 * The translator's English text of one section, saved as typed with the version of the Spanish it
 * translates. A machine draft is marked until a person edits or approves it; a translation of an
 * earlier Spanish text is marked out of date until the translator updates it or says it still fits.
 */
export function TranslationEditor({ section, readOnly }: { section: DeclarationSection; readOnly: boolean }) {
  const { t } = useTranslation('declaration');
  const revision = section.revision;
  const save = useCallback(
    (key: string, kind: TextKind, text: string) => saveSectionText(key, kind, text, revision),
    [revision],
  );
  const { text, change, status } = useAutosave({
    section: section.key,
    kind: 'translation',
    serverText: section.translation?.text ?? '',
    save,
  });
  const id = `translation-${section.key}`;
  const standing = section.translation?.standing ?? 'missing';
  return (
    <div
      className="flex flex-col gap-1"
      data-standing={standing}
      data-testid={`translation-part-${section.key}`}
    >
      <label htmlFor={id} className="font-semibold">
        {t('document.translationLabel', { section: section.title })}
      </label>
      <p className="rounded bg-canvas p-2 text-sm" lang="es">
        {section.original.text}
      </p>
      {standing === 'out-of-date' ? (
        <FormBanner tone="warning" testId={`outdated-${section.key}`}>
          <p>{t('document.outdated')}</p>
          {!readOnly ? (
            <Button
              size="small"
              outline
              className="mt-2"
              onClick={() => change(text)}
              data-testid={`still-correct-${section.key}`}
            >
              {t('document.stillCorrect')}
            </Button>
          ) : null}
        </FormBanner>
      ) : null}
      {section.translation?.machineDraft &&
      standing === 'machine-draft' &&
      text === section.translation.text ? (
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
        className="min-h-40 w-full scroll-mt-24 rounded-lg border-2 border-line p-3 text-base"
        data-testid={`translation-${section.key}`}
        value={text}
        readOnly={readOnly}
        maxLength={20_000}
        onChange={(event) => change(event.target.value)}
      />
      <SaveStatusNote id={`${id}-status`} status={status} />
    </div>
  );
}
