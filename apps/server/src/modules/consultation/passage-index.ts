import type { ConsultationLanguage, Strategy } from '@camino/contracts';
import MiniSearch from 'minisearch';
import type { Passage } from './passages';
import { searchTerm } from './search-terms';

/** A passage found for a question, with its relevance (higher is better). */
export interface FoundPassage {
  passage: Passage;
  score: number;
}

export interface PassageIndex {
  find(
    question: string,
    options: { language: ConsultationLanguage; strategy: Strategy | null; limit: number },
  ): FoundPassage[];
}

// A passage must match at least half of the question's words: one shared word is chance, not an answer.
const MIN_QUERY_COVERAGE = 0.5;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The distinct search terms of a question, processed as the index processes them. */
function questionTerms(question: string, language: ConsultationLanguage): Set<string> {
  return new Set(
    tokenize(question)
      .map((token) => searchTerm(token, language))
      .filter((term): term is string => term !== null),
  );
}

function languageIndex(passages: Passage[], language: ConsultationLanguage): MiniSearch<Passage> {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    processTerm: (term) => searchTerm(term, language),
    searchOptions: { boost: { title: 2 }, fuzzy: 0.2, prefix: true, combineWith: 'OR' },
  });
  index.addAll(passages.filter((passage) => passage.language === language));
  return index;
}

/**
 * Full-text search over Camino's own content, in memory: nothing leaves the server. A case type's
 * passages are searched only for an applicant of that case type (or one whose type is not chosen yet).
 */
export function createPassageIndex(passages: Passage[]): PassageIndex {
  const byId = new Map(passages.map((passage) => [`${passage.language}:${passage.id}`, passage]));
  const indexes: Record<ConsultationLanguage, MiniSearch<Passage>> = {
    en: languageIndex(passages, 'en'),
    es: languageIndex(passages, 'es'),
  };
  return {
    find(question, { language, strategy, limit }) {
      const needed = Math.ceil(questionTerms(question, language).size * MIN_QUERY_COVERAGE);
      return indexes[language]
        .search(question)
        .flatMap((result) => {
          if (result.queryTerms.length < needed) return [];
          const passage = byId.get(`${language}:${String(result.id)}`);
          if (!passage) return [];
          if (strategy && passage.strategy && passage.strategy !== strategy) return [];
          return [{ passage, score: result.score }];
        })
        .slice(0, limit);
    },
  };
}
