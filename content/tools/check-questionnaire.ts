import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parse } from 'yaml';
import { compileValidationScript } from './compile-script';
import { isDataSource } from './data-sources';
import { toEngineData } from './load-questionnaire';
import { resolveScriptReferences, scriptReferences } from './script-references';
import type { FieldSource, Localized, OptionSource, QuestionnaireSource, QuestionSource } from './schema';
import { conditionNames, END, questionnaireSchema, START } from './schema';

/** One problem found in a content file. */
export interface Problem {
  readonly file: string;
  /** Content name of the question (or `question.option`) at fault, when there is one. */
  readonly question?: string;
  readonly message: string;
}

/** `file: question "x": message`, the line the check prints per problem. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}: ${problem.question === undefined ? '' : `question "${problem.question}": `}${problem.message}`;
}

export interface CheckOptions {
  /** Require the file to be named `<id>.yaml` (true for files under content/questionnaires). */
  readonly requireFileName?: boolean;
}

/** Checks one questionnaire file on disk. */
export async function checkQuestionnaireFile(file: string, options: CheckOptions = {}): Promise<Problem[]> {
  return checkQuestionnaireText(await readFile(file, 'utf8'), file, options);
}

/** Checks a questionnaire's YAML text: schema, graph, texts in both languages, patterns, data sources, scripts. */
export async function checkQuestionnaireText(
  text: string,
  file: string,
  options: CheckOptions = {},
): Promise<Problem[]> {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    return [{ file, message: `YAML does not parse: ${(error as Error).message}` }];
  }
  const parsed = questionnaireSchema.safeParse(data);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => {
      const [first, index] = issue.path;
      const question =
        first === 'questions' && typeof index === 'number' ? questionName(data, index) : undefined;
      const where = issue.path.join('.');
      return {
        file,
        ...(question === undefined ? {} : { question }),
        message: `${where ? `${where}: ` : ''}${issue.message}`,
      };
    });
  }
  const source = parsed.data;
  const problems: Problem[] = [];
  const report = (question: string | undefined, message: string): void => {
    problems.push({ file, ...(question === undefined ? {} : { question }), message });
  };

  const expectedFile = `${source.id}.yaml`;
  if (options.requireFileName === true && basename(file) !== expectedFile)
    report(undefined, `file name must be ${expectedFile}`);

  checkNames(source, report);
  checkShapes(source, report);
  checkGraph(source, report);
  checkTexts(source, report);
  checkPatternsAndSources(source, report);
  checkConditions(source, report);
  await checkScripts(source, report);
  checkIds(source, report);
  return problems;
}

type Report = (question: string | undefined, message: string) => void;

function questionName(data: unknown, index: number): string | undefined {
  const questions = (data as { questions?: unknown[] } | null)?.questions;
  const item = Array.isArray(questions) ? (questions[index] as { id?: unknown } | undefined) : undefined;
  return typeof item?.id === 'string' ? item.id : `#${index + 1}`;
}

function checkNames(source: QuestionnaireSource, report: Report): void {
  const seen = new Set<string>();
  const claim = (name: string): void => {
    if (name === START || name === END) report(name, `"${name}" is reserved`);
    else if (seen.has(name)) report(name, 'id is used twice');
    seen.add(name);
  };
  for (const question of source.questions) {
    claim(question.id);
    for (const field of question.fields ?? []) claim(field.id);
  }
}

function checkShapes(source: QuestionnaireSource, report: Report): void {
  const byId = new Map(source.questions.map((question) => [question.id, question]));
  for (const question of source.questions) {
    const id = question.id;
    const choice = question.type === 'RADIO' || question.type === 'CHECKBOX';
    if (choice && (question.options ?? []).length === 0) report(id, `${question.type} needs options`);
    if (!choice && question.options !== undefined) report(id, `only RADIO and CHECKBOX take options`);
    if ((question.yes === undefined) !== (question.no === undefined))
      report(id, 'a branch needs both yes: and no:');
    if (question.yes !== undefined) {
      if (question.next !== undefined) report(id, 'a branching question takes yes:/no:, not next:');
      const values = new Set((question.options ?? []).map((option) => option.value));
      const branches = ['RADIO', 'SELECT', 'CHECKBOX', 'VALIDATION'].includes(question.type);
      if (!branches) report(id, 'only a RADIO, SELECT, CHECKBOX or computed VALIDATION can branch on Yes/No');
      const choice = question.type === 'RADIO' || question.type === 'CHECKBOX';
      if (choice && (!values.has('Yes') || !values.has('No'))) {
        report(id, 'a Yes/No branch needs options with value: Yes and value: No');
      }
      // The engine branches on the first chosen option, so a CHECKBOX means "Yes when any Yes
      // option is chosen" only when every Yes option comes before every No option.
      const order = (question.options ?? []).map((option) => option.value);
      if (question.type === 'CHECKBOX' && order.lastIndexOf('Yes') > order.indexOf('No')) {
        report(id, 'a branching CHECKBOX lists its value: Yes options before its value: No options');
      }
    }
    if (question.type === 'TEMPLATE' && (question.fields ?? []).length === 0)
      report(id, 'TEMPLATE needs fields');
    if (question.type !== 'TEMPLATE' && question.fields !== undefined)
      report(id, 'only a TEMPLATE takes fields');
    if (question.type === 'TEMPLATE' && !(question.fields ?? []).some((field) => field.required)) {
      report(id, 'TEMPLATE needs at least one required field, or it is shown only once');
    }
    for (const field of question.fields ?? []) {
      const fieldChoice = field.type === 'RADIO' || field.type === 'CHECKBOX';
      if (fieldChoice && (field.options ?? []).length === 0) report(field.id, `${field.type} needs options`);
    }
    if (question.type === 'VALIDATION') {
      if (question.script === undefined) report(id, 'VALIDATION needs a script');
      const computed = question.yes !== undefined || question.no !== undefined;
      if (computed) {
        // A computed answer branches on its script: Yes when it passes, No otherwise.
        if (question.yes === undefined || question.no === undefined)
          report(id, 'a computed VALIDATION needs both yes: and no:');
        if (question.back !== undefined || question.next !== undefined)
          report(id, 'a computed VALIDATION takes yes: and no:, not back: or next:');
      } else if (question.back === undefined) {
        report(id, 'VALIDATION needs back: (the question to correct)');
      }
    } else {
      if (question.script !== undefined) report(id, 'only a VALIDATION takes a script');
      if (question.back !== undefined) report(id, 'only a VALIDATION takes back:');
    }
    if (question.type === 'LOOP') {
      if (question.body === undefined) report(id, 'LOOP needs body: (its first repeated question)');
      else if (byId.get(question.body)?.loop !== id)
        report(id, `LOOP body "${question.body}" must declare loop: ${id}`);
      if (question.next === undefined) report(id, 'LOOP needs next: (the question after the loop)');
      if (question.loop !== undefined) report(id, 'loops do not nest');
    } else if (question.body !== undefined) {
      report(id, 'only a LOOP takes body:');
    }
    if (question.loop !== undefined && byId.get(question.loop)?.type !== 'LOOP') {
      report(id, `loop: ${question.loop} is not a LOOP question`);
    }
    if (question.type === 'SELECT' && question.source === undefined && question.options === undefined) {
      report(id, 'SELECT needs a data source (source:)');
    }
  }
}

/** Outgoing edges by name, and whether each is a declared loop edge or a VALIDATION's way back. */
function edgesOf(question: QuestionSource): { to: string; declared: boolean }[] {
  const list: { to: string; declared: boolean }[] = [];
  const push = (to: string | undefined, declared = false): void => {
    if (to !== undefined) list.push({ to, declared });
  };
  push(question.back, true);
  push(question.body);
  push(question.yes);
  push(question.no);
  push(question.next, question.loop !== undefined && question.next === question.loop);
  return list;
}

function checkGraph(source: QuestionnaireSource, report: Report): void {
  const names = new Set([START, END, ...source.questions.map((question) => question.id)]);
  const outgoing = new Map<string, { to: string; declared: boolean }[]>([
    [START, [{ to: source.start, declared: false }]],
    [END, []],
  ]);
  for (const question of source.questions) outgoing.set(question.id, edgesOf(question));

  for (const [from, edges] of outgoing) {
    for (const edge of edges)
      if (!names.has(edge.to))
        report(from === START ? undefined : from, `leads to unknown question "${edge.to}"`);
  }
  for (const question of source.questions) {
    const computed = question.yes !== undefined || question.no !== undefined;
    if (question.type === 'VALIDATION' && !computed && question.next === undefined)
      report(question.id, 'VALIDATION needs next:');
  }

  const reachable = new Set<string>();
  const stack = [START];
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (reachable.has(name) || !names.has(name)) continue;
    reachable.add(name);
    for (const edge of outgoing.get(name) ?? []) stack.push(edge.to);
  }
  for (const question of source.questions)
    if (!reachable.has(question.id)) report(question.id, 'is unreachable from START');

  const incoming = new Map<string, string[]>();
  for (const [from, edges] of outgoing)
    for (const edge of edges) incoming.set(edge.to, [...(incoming.get(edge.to) ?? []), from]);
  const reachesEnd = new Set<string>();
  const back = [END];
  while (back.length > 0) {
    const name = back.pop()!;
    if (reachesEnd.has(name)) continue;
    reachesEnd.add(name);
    back.push(...(incoming.get(name) ?? []));
  }
  // Report where the way on stops, not every question upstream of it; a trap with no such place is all reported.
  const dead = source.questions.filter(
    (question) => reachable.has(question.id) && !reachesEnd.has(question.id),
  );
  const deadNames = new Set(dead.map((question) => question.id));
  const stops = dead.filter(
    (question) => !(outgoing.get(question.id) ?? []).some((edge) => deadNames.has(edge.to)),
  );
  for (const question of stops.length > 0 ? stops : dead) {
    const hasWayOn = (outgoing.get(question.id) ?? []).some((edge) => names.has(edge.to));
    report(
      question.id,
      hasWayOn ? 'no path from here reaches END' : 'has no next:, so no path from here reaches END',
    );
  }

  // Depth-first search over undeclared edges: any back edge found is a cycle no LOOP declares.
  const state = new Map<string, 'open' | 'done'>();
  const visit = (name: string, trail: string[]): void => {
    state.set(name, 'open');
    for (const edge of outgoing.get(name) ?? []) {
      if (edge.declared || !names.has(edge.to)) continue;
      const seen = state.get(edge.to);
      if (seen === 'open') {
        const cycle = [...trail.slice(trail.indexOf(edge.to)), edge.to];
        report(name, `cycle ${cycle.join(' → ')} is not a declared loop`);
      } else if (seen === undefined) {
        visit(edge.to, [...trail, edge.to]);
      }
    }
    state.set(name, 'done');
  };
  for (const name of names) if (!state.has(name)) visit(name, [name]);
}

type Texts = Pick<QuestionSource, 'label' | 'placeholder' | 'help' | 'error'>;
const TEXT_FIELDS = ['label', 'placeholder', 'help', 'error'] as const;

function checkTexts(source: QuestionnaireSource, report: Report): void {
  const missing = (text: Localized | undefined): string[] =>
    text === undefined
      ? []
      : (['en', 'es'] as const).filter((lang) => (text[lang] ?? '').trim() === '').map(languageName);
  const check = (name: string, texts: Texts, needsLabel: boolean): void => {
    if (needsLabel && texts.label === undefined) report(name, 'has no label');
    for (const field of TEXT_FIELDS) {
      for (const language of missing(texts[field])) report(name, `${field} lacks ${language} text`);
    }
  };
  const checkOptions = (owner: string, options: readonly OptionSource[]): void => {
    for (const option of options) check(`${owner}.${option.id}`, option, true);
  };
  for (const [lang, text] of Object.entries({ en: source.title.en, es: source.title.es })) {
    if ((text ?? '').trim() === '') report(undefined, `title lacks ${languageName(lang)} text`);
  }
  for (const question of source.questions) {
    const shown = question.type !== 'LOOP' && question.type !== 'VALIDATION';
    check(question.id, question, shown);
    const computed = question.yes !== undefined || question.no !== undefined;
    if (question.type === 'VALIDATION' && !computed && question.error === undefined)
      report(question.id, 'VALIDATION needs error: text');
    checkOptions(question.id, question.options ?? []);
    for (const field of question.fields ?? []) {
      check(field.id, field, true);
      checkOptions(field.id, field.options ?? []);
    }
  }
}

const languageName = (lang: string): string => (lang === 'en' ? 'English' : 'Spanish');

function checkPatternsAndSources(source: QuestionnaireSource, report: Report): void {
  const check = (item: QuestionSource | FieldSource): void => {
    if (item.pattern !== undefined) {
      try {
        new RegExp(item.pattern);
      } catch (error) {
        report(item.id, `pattern does not compile: ${(error as Error).message}`);
      }
    }
    if (item.source !== undefined && !isDataSource(item.source))
      report(item.id, `data source does not exist: ${item.source}`);
    if (item.source !== undefined && item.type !== 'SELECT')
      report(item.id, 'only a SELECT takes a data source');
  };
  for (const question of source.questions) {
    check(question);
    for (const field of question.fields ?? []) check(field);
  }
}

/** A field's `when:` names choice questions of this file, their options, and never a later loop's answer. */
function checkConditions(source: QuestionnaireSource, report: Report): void {
  const choices = new Map<string, { options: Set<string>; loop: string | undefined }>();
  for (const question of source.questions) {
    const loop = question.type === 'LOOP' ? question.id : question.loop;
    for (const item of [question, ...(question.fields ?? [])]) {
      if (item.type === 'RADIO' || item.type === 'CHECKBOX')
        choices.set(item.id, { options: new Set((item.options ?? []).map((option) => option.id)), loop });
    }
  }
  for (const question of source.questions) {
    for (const field of question.fields ?? []) {
      if (field.when === undefined) continue;
      const { fields, options } = conditionNames(field.when);
      for (const name of fields) {
        const controller = choices.get(name);
        if (controller === undefined) {
          report(field.id, `when: "${name}" is not a RADIO or CHECKBOX of this file`);
          continue;
        }
        if (controller.loop !== undefined && controller.loop !== question.loop)
          report(field.id, `when: "${name}" is inside loop ${controller.loop}, which this field is not`);
        for (const option of options)
          if (!controller.options.has(option)) report(field.id, `when: "${name}" has no option "${option}"`);
      }
      if (fields.includes(field.id)) report(field.id, 'when: a field cannot depend on itself');
    }
  }
}

async function checkScripts(source: QuestionnaireSource, report: Report): Promise<void> {
  const known = new Set(
    source.questions.flatMap((question) =>
      [question, ...(question.fields ?? [])].flatMap((item) => [
        item.id,
        ...(item.options ?? []).map((option) => `${item.id}.${option.id}`),
      ]),
    ),
  );
  for (const question of source.questions) {
    if (question.script === undefined) continue;
    for (const name of scriptReferences(question.script)) {
      if (!known.has(name)) report(question.id, `validation script refers to unknown question "$${name}"`);
    }
    const error = await compileValidationScript(
      resolveScriptReferences(question.script, (name) => (known.has(name) ? 1 : undefined)),
    );
    if (error !== null) report(question.id, `validation script does not compile: ${error}`);
  }
}

function checkIds(source: QuestionnaireSource, report: Report): void {
  const loaded = toEngineData(source);
  const seen = new Map<number, string>();
  for (const [name, id] of loaded.ids) {
    const other = seen.get(id);
    if (other !== undefined) report(name, `numeric id ${id} collides with "${other}"; rename one of them`);
    seen.set(id, name);
  }
}
