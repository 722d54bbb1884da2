import type { ConsultationLanguage } from '@camino/contracts';

const SPANISH_MARKS = /[¿¡ñáéíóú]/i;
const SPANISH_WORDS =
  /\b(que|cuando|donde|como|puedo|tengo|mi|mis|el|la|los|las|para|por|de|del|es|un|una)\b/gi;
const ENGLISH_WORDS =
  /\b(what|when|where|how|can|do|does|will|am|are|my|the|for|of|is|an|to|should|need|apply)\b/gi;

/**
 * The language a question is written in, whatever the page's language: applicants often switch.
 * Ties go to the page's language.
 */
export function questionLanguage(question: string, pageLanguage: ConsultationLanguage): ConsultationLanguage {
  const spanish = (question.match(SPANISH_WORDS)?.length ?? 0) + (SPANISH_MARKS.test(question) ? 2 : 0);
  const english = question.match(ENGLISH_WORDS)?.length ?? 0;
  if (spanish === english) return pageLanguage;
  return spanish > english ? 'es' : 'en';
}
