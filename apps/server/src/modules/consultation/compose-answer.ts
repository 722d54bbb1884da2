import type { ConsultationCitation, ConsultationLanguage } from '@camino/contracts';
import type { ChatMessage } from '../../adapters/chat-model';
import type { FoundPassage } from './passage-index';

// Passages scoring well below the best one are noise for a short question.
const RELATIVE_SCORE_FLOOR = 0.45;
const MAX_CITED = 3;

/** The passages an answer is drawn from: the best one and those close to it. */
export function passagesToCite(found: FoundPassage[]): FoundPassage[] {
  const best = found[0]?.score ?? 0;
  return found.filter((item) => item.score >= best * RELATIVE_SCORE_FLOOR).slice(0, MAX_CITED);
}

export function citationsOf(found: FoundPassage[]): ConsultationCitation[] {
  return found.map(({ passage }) => ({
    id: passage.id,
    title: passage.title,
    href: passage.href,
    quote: passage.text,
  }));
}

/** The embedded answer: the cited passages themselves, best first, so every sentence has a source. */
export function composeLocalAnswer(cited: FoundPassage[]): string {
  return cited.map(({ passage }) => passage.text).join('\n\n');
}

/** Facts of the case the applicant agreed to share with the chat model. */
export interface SharedCaseFacts {
  caseType: string | null;
  step: string;
}

const LANGUAGE_NAMES: Record<ConsultationLanguage, string> = { en: 'English', es: 'Spanish' };

/**
 * The chat model's instructions: answer only from the numbered passages, cite them, never judge the
 * applicant's chances. Case facts appear only when the applicant agreed.
 */
export function chatMessages(
  question: string,
  language: ConsultationLanguage,
  cited: FoundPassage[],
  facts: SharedCaseFacts | null,
): ChatMessage[] {
  const passages = cited
    .map(({ passage }, index) => `[${index + 1}] ${passage.title}\n${passage.text}`)
    .join('\n\n');
  const system = [
    'You answer questions from people preparing their own U.S. immigration case with Camino, a document-preparation service that is not a law firm.',
    'Answer only with facts from the numbered passages below, briefly and plainly, and cite each passage you use as [n].',
    'If the passages do not answer the question, say so. Never judge the person’s chances or give legal advice.',
    `Answer in ${LANGUAGE_NAMES[language]}.`,
    '',
    passages,
  ].join('\n');
  const user = facts
    ? `About my case (shared with my consent): case type ${facts.caseType ?? 'not chosen yet'}, current step ${facts.step}.\n\n${question}`
    : question;
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
