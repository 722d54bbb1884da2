import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseQuestionnaire } from '../load-questionnaire';
import { sectionedQuestionnaireDirs } from '../questionnaire-files';
import { sectionFilesIn } from '../sectioned-questionnaire';
import { LEGAL_QUESTIONNAIRE_DIR } from './answer-keys';
import type { MappingFile, TextEntry } from './form-schema';
import { isTextEntry } from './form-schema';

/** What a legal question is, as far as printing its answer in English goes. */
export interface QuestionKind {
  readonly type: string;
  readonly source?: string;
  readonly pattern?: string;
  readonly precision?: 'month';
  readonly options: readonly string[];
}

/** Every legal question by `section.question` key. */
export async function legalQuestionKinds(dirs?: readonly string[]): Promise<Map<string, QuestionKind>> {
  const kinds = new Map<string, QuestionKind>();
  const folders = (dirs ?? (await sectionedQuestionnaireDirs())).filter((dir) =>
    LEGAL_QUESTIONNAIRE_DIR.test(basename(dir)),
  );
  for (const folder of folders)
    for (const [section, file] of await sectionFilesIn(folder)) {
      const source = parseQuestionnaire(await readFile(file, 'utf8'));
      for (const question of source.questions.flatMap((item) => [item, ...(item.fields ?? [])]))
        kinds.set(`${section}.${question.id}`, {
          type: question.type,
          ...(question.source === undefined ? {} : { source: question.source }),
          ...(question.pattern === undefined ? {} : { pattern: question.pattern }),
          ...(question.precision === undefined ? {} : { precision: question.precision }),
          options: (question.options ?? []).map((option) => option.id),
        });
    }
  return kinds;
}

/** The format that prints a data source's codes in English, for the sources whose codes are not words. */
const SOURCE_FORMAT: Readonly<Record<string, string>> = { countries: 'country', languages: 'language' };

/**
 * Names, places, numbers and codes read the same in any language (the questionnaires ask them in English
 * letters); other free text is in the applicant's words.
 */
const LANGUAGE_NEUTRAL =
  /(name|names|street|apartment|apt|city|zip|province|postal_code|number|ssn|account|receipt|i94|passport|email|care_of|suite|place|location|state|employer)$/;

/** Free text in the applicant's words that a form prints: it needs an English version before filing. */
export interface FreeTextOnForm {
  readonly form: string;
  readonly key: string;
}

/**
 * Choices printed on a form must print in English whatever the site's language: a data-source code
 * through its English name, an option through the form's word for it. Free text is listed apart.
 */
export function englishProblems(
  form: string,
  mapping: MappingFile,
  kinds: ReadonlyMap<string, QuestionKind>,
): { problems: { field: string; message: string }[]; freeText: FreeTextOnForm[] } {
  const problems: { field: string; message: string }[] = [];
  const freeText = new Map<string, FreeTextOnForm>();
  const check = (field: string, entry: Pick<TextEntry, 'format' | 'values'>, key: string): void => {
    const kind = kinds.get(key);
    if (kind === undefined) return;
    const wanted = kind.source === undefined ? undefined : SOURCE_FORMAT[kind.source];
    if (wanted !== undefined && entry.format !== wanted)
      problems.push({ field, message: `prints "${key}" (${kind.source} codes) without format: ${wanted}` });
    // A form asking MM/YYYY is asked month and year only: a missing day is never refused.
    if (entry.format === 'month_year' && kind.type === 'DATEPICKER' && kind.precision !== 'month')
      problems.push({ field, message: `prints "${key}" as MM/YYYY but the question asks a full date` });
    if (kind.type === 'RADIO') {
      const missing = kind.options.filter((option) => entry.values?.[option] === undefined);
      if (missing.length > 0)
        problems.push({
          field,
          message: `prints "${key}" without the form's word for ${missing.join(', ')}`,
        });
    }
    const neutral = kind.pattern !== undefined || LANGUAGE_NEUTRAL.test(key.split('.').pop() ?? '');
    if ((kind.type === 'TEXT' || kind.type === 'TEXTAREA') && !neutral) freeText.set(key, { form, key });
  };
  for (const [field, entry] of Object.entries(mapping.fields)) {
    if (!isTextEntry(entry)) continue;
    for (const key of Array.isArray(entry.text) ? entry.text : [entry.text]) check(field, entry, key);
  }
  return { problems, freeText: [...freeText.values()] };
}
