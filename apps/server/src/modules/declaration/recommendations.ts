/**
 * The recommendations on the declaration, computed from what the applicant wrote and what the legal
 * questionnaire already says: incidents without a date or a place, a date contradicting the forms, a
 * person the forms name and the story does not, sections left very short, and the case type's
 * standing advice. Each names the section where it is fixed.
 */
import type { DeclarationContent } from './declaration-content';
import { findDateMentions, formatIsoDate, mentionAgrees } from './date-mentions';
import {
  countWords,
  fold,
  INCIDENT_MIN_WORDS,
  paragraphsOf,
  saysWhen,
  saysWhere,
  sentencesOf,
} from './story-text';

export type Lang = 'en' | 'es';

interface Located {
  /** The section where the recommendation is fixed. */
  readonly section: string;
  readonly sectionTitle: string;
}

export type Recommendation = Located &
  (
    | { readonly kind: 'incident-without-date'; readonly paragraph: number; readonly excerpt: string }
    | { readonly kind: 'incident-without-place'; readonly paragraph: number; readonly excerpt: string }
    | {
        readonly kind: 'date-contradiction';
        readonly paragraph: number;
        readonly event: string;
        readonly declared: string;
        readonly formDate: string;
      }
    | { readonly kind: 'missing-person'; readonly person: string; readonly name: string }
    | { readonly kind: 'short-section'; readonly words: number; readonly minWords: number }
    | { readonly kind: 'advice'; readonly text: string }
  );

export interface RecommendationInput {
  readonly content: DeclarationContent;
  /** The language the story is written in. */
  readonly writtenIn: Lang;
  /** The language the recommendations are shown in. */
  readonly lang: Lang;
  /** The applicant's text of each section, by key. */
  readonly texts: Readonly<Record<string, string>>;
  /** The legal questionnaire's answers, by `section.question`. */
  readonly facts: ReadonlyMap<string, string>;
}

function excerptOf(paragraph: string): string {
  const words = paragraph.split(/\s+/);
  return words.length <= 12 ? paragraph : `${words.slice(0, 12).join(' ')}…`;
}

function incidentRecommendations({ content, writtenIn, lang, texts }: RecommendationInput): Recommendation[] {
  return content.sections
    .filter((section) => section.incidents)
    .flatMap((section) =>
      paragraphsOf(texts[section.key] ?? '').flatMap((paragraph, index): Recommendation[] => {
        if (countWords(paragraph) < INCIDENT_MIN_WORDS) return [];
        const at = { section: section.key, sectionTitle: section.title[lang], paragraph: index + 1 };
        const excerpt = excerptOf(paragraph);
        return [
          ...(saysWhen(paragraph, writtenIn)
            ? []
            : [{ ...at, kind: 'incident-without-date' as const, excerpt }]),
          ...(saysWhere(paragraph) ? [] : [{ ...at, kind: 'incident-without-place' as const, excerpt }]),
        ];
      }),
    );
}

function contradictionRecommendations({
  content,
  writtenIn,
  lang,
  texts,
  facts,
}: RecommendationInput): Recommendation[] {
  const found: Recommendation[] = [];
  for (const fact of content.facts.dates) {
    const formValue = facts.get(fact.key);
    if (formValue === undefined) continue;
    const cues = fact.cues[writtenIn].map(fold);
    for (const section of content.sections) {
      paragraphsOf(texts[section.key] ?? '').forEach((paragraph, index) => {
        for (const sentence of sentencesOf(paragraph)) {
          const folded = fold(sentence);
          if (!cues.some((cue) => folded.includes(cue))) continue;
          const mentions = findDateMentions(sentence, writtenIn);
          if (mentions.length === 0 || mentions.some((mention) => mentionAgrees(mention, formValue)))
            continue;
          found.push({
            kind: 'date-contradiction',
            section: section.key,
            sectionTitle: section.title[lang],
            paragraph: index + 1,
            event: fact.label[lang],
            declared: mentions[0]!.text,
            formDate: formatIsoDate(formValue, lang),
          });
        }
      });
    }
  }
  return found;
}

function missingPersonRecommendations({
  content,
  lang,
  texts,
  facts,
}: RecommendationInput): Recommendation[] {
  const story = fold(Object.values(texts).join('\n'));
  const where = content.sections.find((section) => section.incidents) ?? content.sections[0]!;
  return content.facts.people.flatMap((person): Recommendation[] => {
    const names = [facts.get(person.first), facts.get(person.last)]
      .map((name) => name?.trim() ?? '')
      .filter((name) => name.length > 1);
    if (names.length === 0) return [];
    const named = names.some((name) =>
      new RegExp(`(^|[^\\p{L}])${fold(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u').test(
        story,
      ),
    );
    if (named) return [];
    return [
      {
        kind: 'missing-person',
        section: where.key,
        sectionTitle: where.title[lang],
        person: person.label[lang],
        name: names.join(' '),
      },
    ];
  });
}

function shortSectionRecommendations({ content, lang, texts }: RecommendationInput): Recommendation[] {
  return content.sections.flatMap((section): Recommendation[] => {
    if (section.optional) return [];
    const words = countWords(texts[section.key] ?? '');
    return words >= section.minWords
      ? []
      : [
          {
            kind: 'short-section',
            section: section.key,
            sectionTitle: section.title[lang],
            words,
            minWords: section.minWords,
          },
        ];
  });
}

function adviceRecommendations({ content, lang }: RecommendationInput): Recommendation[] {
  const first = content.sections[0]!;
  return content.advice.map((advice) => ({
    kind: 'advice',
    section: first.key,
    sectionTitle: first.title[lang],
    text: advice[lang],
  }));
}

/** Every recommendation, the ones about the story first and the standing advice last. */
export function recommendDeclaration(input: RecommendationInput): Recommendation[] {
  return [
    ...contradictionRecommendations(input),
    ...missingPersonRecommendations(input),
    ...incidentRecommendations(input),
    ...shortSectionRecommendations(input),
    ...adviceRecommendations(input),
  ];
}
