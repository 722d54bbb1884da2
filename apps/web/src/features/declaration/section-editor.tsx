import type { Locale } from '@camino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeclarationSection } from './api/declaration';
import { ReadAloudButton } from './read-aloud-button';
import { SaveStatusNote } from './save-status-note';
import { useAutosave } from './use-autosave';
import { countWords } from './word-count';

/** One section: its questions (read aloud on request), a vague and a specific example, and the text box. */
export function SectionEditor({
  section,
  writtenIn,
  readOnly,
}: {
  section: DeclarationSection;
  writtenIn: Locale;
  readOnly: boolean;
}) {
  const { t } = useTranslation('declaration');
  const id = useId();
  const { text, change, status } = useAutosave({
    section: section.key,
    kind: 'original',
    serverText: section.original.text,
  });
  const words = countWords(text);
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby={`${id}-prompts`} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-prompts`} className="text-lg font-semibold">
            {t('sections.prompts')}
          </h2>
          <ReadAloudButton text={[section.title, ...section.prompts].join('. ')} lang={writtenIn} />
        </div>
        <ul className="list-disc pl-6" data-testid="section-prompts">
          {section.prompts.map((prompt) => (
            <li key={prompt}>{prompt}</li>
          ))}
        </ul>
        {section.optional ? <p className="text-muted">{t('sections.optional')}</p> : null}
        {!section.optional && words === 0 ? (
          <p className="font-semibold" data-testid="section-required">
            {t('sections.required')}
          </p>
        ) : null}
      </section>
      <section
        aria-label={t('sections.exampleTitle')}
        className="flex flex-col gap-2 rounded-lg border border-line p-3"
      >
        <p>
          <strong>{t('sections.vague')}:</strong> <span className="text-muted">{section.example.vague}</span>
        </p>
        <p>
          <strong>{t('sections.specific')}:</strong> {section.example.specific}
        </p>
      </section>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-text`} className="font-semibold">
          {t('sections.textLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          data-testid="section-text"
          lang={writtenIn}
          className="min-h-72 w-full rounded-lg border-2 border-line p-3 text-base"
          value={text}
          readOnly={readOnly}
          maxLength={20_000}
          aria-describedby={`${id}-count ${id}-status`}
          onChange={(event) => change(event.target.value)}
        />
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <span id={`${id}-count`} data-testid="word-count">
            {t('sections.words', { count: words })}
            {section.minWords > 0 && words < section.minWords
              ? ` · ${t('sections.suggested', { count: section.minWords })}`
              : ''}
          </span>
          <SaveStatusNote id={`${id}-status`} status={readOnly && status === 'saved' ? 'saved' : status} />
        </div>
      </div>
    </div>
  );
}
