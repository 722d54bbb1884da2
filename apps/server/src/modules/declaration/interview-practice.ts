/**
 * Interview practice from the applicant's own words: a question per section they wrote, per date the
 * forms give, per person the forms name, per dated incident; and the places where the declaration and
 * the forms do not tell the same story (a date, a name, an order of events), to review beforehand.
 */
import type { Disagreement, PracticeQuestion } from '@camino/contracts';
import { z } from 'zod';
import type { DeclarationContent } from './declaration-content';
import { type DateMention, findDateMentions, formatIsoDate } from './date-mentions';
import { type Lang, recommendDeclaration } from './recommendations';
import { countWords, fold, INCIDENT_MIN_WORDS, paragraphsOf, saysWhere, sentencesOf } from './story-text';

const bilingual = z.object({ en: z.string().min(1), es: z.string().min(1) });

export const practiceContentSchema = z.object({
  questions: z.object({ date: bilingual, person: bilingual, incident: bilingual, place: bilingual }),
  sections: z.record(
    z.string(),
    bilingual.extend({ topic: z.enum(['dates', 'places', 'people', 'events', 'fear', 'story']) }),
  ),
});
export type PracticeContent = z.infer<typeof practiceContentSchema>;

export interface PracticeInput {
  readonly content: DeclarationContent;
  readonly practice: PracticeContent;
  /** The language the story is written in. */
  readonly writtenIn: Lang;
  /** The language the questions are asked in. */
  readonly lang: Lang;
  /** The applicant's text of each section, by key. */
  readonly texts: Readonly<Record<string, string>>;
  /** The legal questionnaire's answers, by `section.question`. */
  readonly facts: ReadonlyMap<string, string>;
}

/** Incidents asked about one by one; beyond these the section questions cover the rest. */
const MAX_INCIDENT_QUESTIONS = 5;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

function excerptOf(paragraph: string): string {
  const words = paragraph.split(/\s+/);
  return words.length <= 30 ? paragraph : `${words.slice(0, 30).join(' ')}…`;
}

const personNames = (input: PracticeInput) =>
  input.content.facts.people.flatMap((person) => {
    const name = [input.facts.get(person.first), input.facts.get(person.last)]
      .map((part) => part?.trim() ?? '')
      .filter((part) => part.length > 0)
      .join(' ');
    return name === '' ? [] : [{ person, name }];
  });

/** The questions, in the order an officer tends to go: who you are, the dates, the people, the events, the fear. */
export function practiceQuestions(input: PracticeInput): PracticeQuestion[] {
  const { content, practice, writtenIn, lang, texts, facts } = input;
  const questions: PracticeQuestion[] = [];
  const written = content.sections.filter((section) => (texts[section.key] ?? '').trim() !== '');

  for (const fact of content.facts.dates) {
    const value = facts.get(fact.key);
    if (value === undefined) continue;
    questions.push({
      id: `date-${fact.key}`,
      topic: 'dates',
      text: fill(practice.questions.date[lang], { event: fact.label[lang] }),
      yourWords: formatIsoDate(value, lang),
    });
  }
  for (const [index, { name }] of personNames(input).entries())
    questions.push({
      id: `person-${index + 1}`,
      topic: 'people',
      text: fill(practice.questions.person[lang], { name }),
      yourWords: null,
    });
  for (const section of written) {
    const question = practice.sections[section.key];
    if (question === undefined) continue;
    questions.push({
      id: `section-${section.key}`,
      topic: question.topic,
      text: question[lang],
      yourWords: excerptOf(paragraphsOf(texts[section.key]!)[0] ?? ''),
    });
  }
  let incidents = 0;
  for (const section of written.filter((each) => each.incidents)) {
    paragraphsOf(texts[section.key]!).forEach((paragraph, index) => {
      if (incidents >= MAX_INCIDENT_QUESTIONS || countWords(paragraph) < INCIDENT_MIN_WORDS) return;
      const [mention] = findDateMentions(paragraph, writtenIn);
      const at = `${section.key}-${index + 1}`;
      if (mention !== undefined) {
        incidents += 1;
        questions.push({
          id: `incident-${at}`,
          topic: 'events',
          text: fill(practice.questions.incident[lang], { date: mention.text }),
          yourWords: excerptOf(paragraph),
        });
      } else if (saysWhere(paragraph)) {
        incidents += 1;
        questions.push({
          id: `place-${at}`,
          topic: 'places',
          text: practice.questions.place[lang],
          yourWords: excerptOf(paragraph),
        });
      }
    });
  }
  return questions;
}

/** The first date the story gives for an event, found in a sentence with one of its cues. */
function declaredDate(input: PracticeInput, cues: readonly string[]): DateMention | null {
  const folded = cues.map(fold);
  for (const section of input.content.sections)
    for (const paragraph of paragraphsOf(input.texts[section.key] ?? ''))
      for (const sentence of sentencesOf(paragraph)) {
        if (!folded.some((cue) => fold(sentence).includes(cue))) continue;
        const [mention] = findDateMentions(sentence, input.writtenIn);
        if (mention !== undefined) return mention;
      }
  return null;
}

/** Whether `a` is surely after `b`, compared only as precisely as both were written. */
function surelyAfter(a: DateMention, b: DateMention): boolean {
  const parts = (m: DateMention) => [m.year, m.month, m.day];
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) {
    const [x, y] = [pa[i], pb[i]];
    if (x === undefined || y === undefined) return false;
    if (x !== y) return x > y;
  }
  return false;
}

const mentionOfIso = (iso: string): DateMention | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match === null
    ? null
    : { text: iso, year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
};

/**
 * The events of the case type's date facts come in the order the content lists them (left, then
 * entered; married, then separated): a later one dated before an earlier one is out of order.
 */
function orderDisagreements(input: PracticeInput): Disagreement[] {
  const { content, facts, lang, writtenIn } = input;
  const found: Disagreement[] = [];
  content.facts.dates.forEach((first, index) => {
    for (const second of content.facts.dates.slice(index + 1)) {
      const [formFirst, formSecond] = [facts.get(first.key), facts.get(second.key)];
      const [a, b] = [formFirst && mentionOfIso(formFirst), formSecond && mentionOfIso(formSecond)];
      if (a && b && surelyAfter(a, b))
        found.push({
          kind: 'order',
          where: 'forms',
          first: first.label[lang],
          firstDate: formatIsoDate(formFirst!, lang),
          second: second.label[lang],
          secondDate: formatIsoDate(formSecond!, lang),
        });
      const [c, d] = [
        declaredDate(input, first.cues[writtenIn]),
        declaredDate(input, second.cues[writtenIn]),
      ];
      if (c && d && surelyAfter(c, d))
        found.push({
          kind: 'order',
          where: 'declaration',
          first: first.label[lang],
          firstDate: c.text,
          second: second.label[lang],
          secondDate: d.text,
        });
    }
  });
  return found;
}

/** Where the declaration and the forms disagree: dates, names the story leaves out, events out of order. */
export function findDisagreements(input: PracticeInput): Disagreement[] {
  const fromRecommendations = recommendDeclaration(input).flatMap((item): Disagreement[] => {
    if (item.kind === 'date-contradiction')
      return [
        {
          kind: 'date',
          event: item.event,
          declared: item.declared,
          formDate: item.formDate,
          sectionTitle: item.sectionTitle,
        },
      ];
    if (item.kind === 'missing-person') return [{ kind: 'name', person: item.person, name: item.name }];
    return [];
  });
  return [...fromRecommendations, ...orderDisagreements(input)];
}
