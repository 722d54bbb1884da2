import type { PracticeQuestion as Question } from '@camino/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { canReadAloud, readAloud } from './read-aloud';

/**
 * One question: read aloud on request, answered aloud or in a box whose text lives only in this
 * page's memory (never sent, never saved: it is gone when the page is left).
 */
export function PracticeQuestion({
  question,
  number,
  speechLang,
}: {
  question: Question;
  number: number;
  speechLang: 'en-US' | 'es-US';
}) {
  const { t } = useTranslation('review');
  const [answer, setAnswer] = useState('');
  const answerId = useId();
  const speech = canReadAloud();
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-line bg-white p-4"
      data-question={question.id}
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t('practice.questionNumber', { number })} · {t(`practice.topic.${question.topic}`)}
      </p>
      <p className="text-lg font-semibold" data-testid="practice-question-text">
        {question.text}
      </p>
      <Button
        outline
        className="self-start"
        disabled={!speech}
        onClick={() => readAloud(question.text, speechLang)}
        aria-label={t('practice.readAloudLabel', { number })}
        data-testid="practice-read-aloud"
      >
        {t('practice.readAloud')}
      </Button>
      {question.yourWords ? (
        <details>
          <summary className="cursor-pointer font-semibold text-brand-700">{t('practice.yourWords')}</summary>
          <p className="mt-1 whitespace-pre-line text-muted">{question.yourWords}</p>
        </details>
      ) : null}
      <label htmlFor={answerId} className="font-semibold">
        {t('practice.answerLabel')}
      </label>
      <textarea
        id={answerId}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        rows={3}
        autoComplete="off"
        spellCheck={false}
        className="rounded-lg border border-line p-2"
      />
    </li>
  );
}
