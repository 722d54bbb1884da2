import type { ConsultationLanguage, Strategy } from '@camino/contracts';

/** One searchable piece of Camino's own content: a fact, an FAQ answer, a step, a document's purpose. */
export interface Passage {
  /** Stable across restarts and languages, e.g. `strategies/asylum/facts/2`. */
  id: string;
  language: ConsultationLanguage;
  /** Set when the passage is about one case type only. */
  strategy: Strategy | null;
  /** Page and section, as the applicant reads them. */
  title: string;
  /** The page that shows it, without the locale prefix; null when the applicant cannot open it. */
  href: string | null;
  text: string;
}
