import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseQuestionnaire } from '../load-questionnaire';
import { sectionedQuestionnaireDirs } from '../questionnaire-files';
import { sectionFilesIn } from '../sectioned-questionnaire';
import type { MappingEntry } from './form-schema';
import { isCheckEntry, isTextEntry } from './form-schema';

/**
 * The parts of an address a form prints. `notice_address` is where USCIS writes (the safe mailing
 * address when there is one, else the home address); `safe_address` only the safe one.
 */
export const NOTICE_ADDRESS_PARTS = [
  'in_care_of',
  'street',
  'apartment',
  'unit',
  'city',
  'state',
  'zip',
  'province',
  'postal_code',
  'country',
] as const;

/** Values the server computes from the answers rather than asks. */
export const COMPUTED_KEYS = [
  'computed.full_name',
  'computed.children_count',
  /** The A-Number in nine digits, zeros in front, as forms with nine boxes print it. */
  'computed.a_number',
  /** The unit box (apt, ste, flr) of the home address, when it has a unit number. */
  'computed.home_unit',
  /** `yes` when USCIS writes to the home address (no safe mailing address), else `no` (I-765 Item 6). */
  'computed.notice_is_home',
  /** The native language, when the applicant does not read English and an interpreter helps. */
  'computed.interpreter_language',
  /** T visa: `yes` when under 18 at the time or excused by trauma (I-914 Part 3 item 2.B). */
  'computed.tvisa_exempt',
  /** T visa: `yes` when the applicant helped when asked, or trauma prevents it (I-914 Part 3 item 7). */
  'computed.tvisa_complied',
  /** `apt` when the separate safe mailing address has an apartment number. */
  'computed.safe_mailing_unit',
  /** City and two-letter state of the most recent entry, from "City, ST". */
  'computed.last_entry_city',
  'computed.last_entry_state',
  /** The I-765 eligibility category of the case type, letter and number: (c)(8) asylum, (c)(40) T visa. */
  'computed.eligibility_letter',
  'computed.eligibility_number',
  ...NOTICE_ADDRESS_PARTS.map((part) => `computed.notice_address.${part}` as const),
  ...NOTICE_ADDRESS_PARTS.map((part) => `computed.safe_address.${part}` as const),
  /** The email and mobile phone USCIS may use: given, and said to be safe. */
  'computed.safe_email',
  'computed.safe_mobile_phone',
  /** VAWA self-petitions (Form I-360): which box of Part 2, and the items a child answers "N/A". */
  'computed.vawa_classification',
  'computed.marriage_date',
  'computed.marriage_place',
  'computed.other_filings',
  'computed.other_filings_count',
  'computed.abuser_a_number_naturalized',
  'computed.abuser_a_number_lpr',
  'computed.foreign_family_name',
  'computed.foreign_given_name',
  'computed.foreign_middle_name',
  'computed.foreign_unit',
  'computed.shared_unit',
  /** 'true' for each loop item of the children listed (`#n`), for forms that tick a box per person. */
  'computed.child_listed',
  /** A T visa relative's Part 4 is answered: no record, or the items that apply chosen (per relative). */
  'computed.relative_record_answered',
] as const;

/**
 * The folders of the questionnaires forms read, one file per section: the legal questionnaire of each
 * case type, and the asylum work permit questionnaire answered after filing.
 */
export const LEGAL_QUESTIONNAIRE_DIR = /^(legal|work_permit)_(asylum|vawasp|vawach|tvisa)$/;

/** An answer a mapping may read: the option ids of a choice question, or null for free text. */
export type AnswerKeys = ReadonlyMap<string, ReadonlySet<string> | null>;

/** Every `section.question` key the legal questionnaires define (checkbox options as `section.question.option`). */
export async function legalAnswerKeys(dirs?: readonly string[]): Promise<AnswerKeys> {
  const keys = new Map<string, ReadonlySet<string> | null>();
  const folders = (dirs ?? (await sectionedQuestionnaireDirs())).filter((dir) =>
    LEGAL_QUESTIONNAIRE_DIR.test(basename(dir)),
  );
  const sectionFiles = (await Promise.all(folders.map(sectionFilesIn))).flatMap((files) => [...files]);
  for (const [section, file] of sectionFiles) {
    const source = parseQuestionnaire(await readFile(file, 'utf8'));
    for (const question of source.questions.flatMap((item) => [item, ...(item.fields ?? [])])) {
      const key = `${section}.${question.id}`;
      const options = (question.options ?? []).map((option) => option.id);
      if (question.type === 'CHECKBOX') for (const option of options) keys.set(`${key}.${option}`, null);
      else keys.set(key, question.type === 'RADIO' ? new Set(options) : null);
    }
  }
  for (const key of COMPUTED_KEYS) keys.set(key, null);
  return keys;
}

/** Problems of one mapping entry's keys: unknown answers and choices the question does not offer. */
export function entryKeyProblems(entry: MappingEntry, keys: AnswerKeys): string[] {
  const problems: string[] = [];
  const named = isTextEntry(entry)
    ? Array.isArray(entry.text)
      ? entry.text
      : [entry.text]
    : isCheckEntry(entry)
      ? [entry.check, ...(entry.if === undefined ? [] : [entry.if])]
      : entry.if === undefined
        ? []
        : [entry.if];
  for (const key of named)
    if (!keys.has(key)) problems.push(`reads "${key}", which no legal questionnaire asks`);
  if (isCheckEntry(entry) && entry.when !== undefined) {
    const options = keys.get(entry.check);
    for (const when of Array.isArray(entry.when) ? entry.when : [entry.when]) {
      if (options !== undefined && options !== null && !options.has(when))
        problems.push(`"${entry.check}" has no option "${when}"`);
    }
  }
  return problems;
}
