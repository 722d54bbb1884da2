import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { LEGAL_QUESTIONNAIRE_DIR } from './forms/answer-keys';
import { parseQuestionnaire } from './load-questionnaire';
import { CONTENT_DIR, sectionedQuestionnaireDirs } from './questionnaire-files';
import { sectionFilesIn } from './sectioned-questionnaire';

/** The list of legal questions whose answer is printed nowhere, each with why it is still asked. */
export const UNPRINTED_ANSWERS_FILE = join(CONTENT_DIR, 'tools', 'unprinted-answers.yaml');

const unprintedSchema = z.record(z.string().regex(/^[a-z_]+\.[a-z_0-9]+$/), z.string().min(10));

/** The repository's source code the server and packages read answers in (rules and computed values). */
const CODE_DIRS = ['apps/server/src', 'packages'].map((dir) => join(CONTENT_DIR, '..', dir));

/** Content an answer can reach: the forms, the declaration, the documents, the filing instructions. */
const CONTENT_DIRS = ['forms', 'declaration', 'documents', 'filing'].map((dir) => join(CONTENT_DIR, dir));

async function filesUnder(dir: string, keep: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && keep(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const isSource = (name: string): boolean =>
  /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !/fixtures?\.ts$/.test(name);

export interface UnreachedQuestion {
  readonly key: string;
  readonly file: string;
  /** Why it is asked though printed nowhere, from the list; undefined when unjustified. */
  readonly reason?: string;
}

/**
 * Every legal-questionnaire question whose answer reaches no form field, declaration, document, filing
 * instruction, rule of the server or condition of another question, with the reason listed for it.
 * A key reaches something when that text names it in full (`section.question`, or a checkbox option
 * `section.question.option`), the server's code names its id in quotes, a condition of its own section
 * names its id (`field: id`), or the questionnaire branches on it (`yes:` / `no:`).
 */
export async function unreachedQuestions(): Promise<{ unreached: UnreachedQuestion[]; stale: string[] }> {
  const texts: string[] = [];
  for (const dir of CONTENT_DIRS)
    for (const file of await filesUnder(dir, (name) => name.endsWith('.yaml')))
      texts.push(await readFile(file, 'utf8'));
  const corpus = texts.join('\n');
  const code: string[] = [];
  for (const dir of CODE_DIRS)
    for (const file of await filesUnder(dir, isSource)) code.push(await readFile(file, 'utf8'));
  const codeText = code.join('\n');
  const reasons = unprintedSchema.parse(parse(await readFile(UNPRINTED_ANSWERS_FILE, 'utf8')) ?? {});
  const unreached: UnreachedQuestion[] = [];
  const asked = new Set<string>();
  const folders = (await sectionedQuestionnaireDirs()).filter((dir) =>
    LEGAL_QUESTIONNAIRE_DIR.test(basename(dir)),
  );
  for (const folder of folders)
    for (const [section, file] of await sectionFilesIn(folder)) {
      const text = await readFile(file, 'utf8');
      const conditions = new Set([...text.matchAll(/field:\s*([a-z_0-9]+)/g)].map((match) => match[1]!));
      const source = parseQuestionnaire(text);
      for (const question of source.questions.flatMap((item) => [item, ...(item.fields ?? [])])) {
        // Headings, loops and groups hold no answer of their own; a branch on the answer is a rule.
        if (['LABEL', 'TEMPLATE', 'LOOP', 'VALIDATION'].includes(question.type)) continue;
        if ('fields' in question && (question.fields ?? []).length > 0) continue;
        if ('yes' in question || 'no' in question) continue;
        const key = `${section}.${question.id}`;
        asked.add(key);
        const named = new RegExp(`['"\`\\s:{,\\[]${key.replace('.', '\\.')}(?![a-z_0-9])`);
        // The code also reads a section's answers by their id alone (`read('relative_danger')`).
        const quoted = new RegExp(`['"\`]${question.id}['"\`]`);
        if (
          named.test(corpus) ||
          named.test(codeText) ||
          quoted.test(codeText) ||
          conditions.has(question.id)
        )
          continue;
        const reason = reasons[key];
        unreached.push({
          key,
          file: relative(CONTENT_DIR, file),
          ...(reason === undefined ? {} : { reason }),
        });
      }
    }
  const stale = Object.keys(reasons).filter((key) => !unreached.some((item) => item.key === key));
  return { unreached, stale };
}

/** The report line of each question that reaches nothing, and the problems: unjustified or stale entries. */
export function formatUnreached(result: Awaited<ReturnType<typeof unreachedQuestions>>): {
  report: string[];
  problems: string[];
} {
  const report = result.unreached.map(
    (item) =>
      `${item.file}: ${item.key} reaches no form, declaration, document or rule: ${item.reason ?? 'UNJUSTIFIED'}`,
  );
  const unjustified = result.unreached.filter((item) => item.reason === undefined);
  report.push(`questions that reach nothing: ${result.unreached.length}, ${unjustified.length} unjustified`);
  const problems = [
    ...unjustified.map(
      (item) =>
        `${item.file}: ${item.key} is asked but its answer reaches nothing: print it, use it or remove it, or say why in tools/unprinted-answers.yaml`,
    ),
    ...result.stale.map(
      (key) => `tools/unprinted-answers.yaml: ${key} now reaches something (or is not asked): remove it`,
    ),
  ];
  return { report, problems };
}
