import { readFile } from 'node:fs/promises';
import type { FlowEdge, Label, Question, QuestionProperties, QuestionType } from '@camino/questionnaire';
import { encodeBase64, WITHOUT_GROUP } from '@camino/questionnaire';
import { parse } from 'yaml';
import type { FieldSource, Localized, OptionSource, QuestionnaireSource, QuestionSource } from './schema';
import { conditionNames, END, questionnaireSchema, START } from './schema';
import { resolveScriptReferences } from './script-references';
import { stableId } from './stable-id';

/** A questionnaire in the engine's shape, plus the map between content names and numeric ids. */
export interface LoadedQuestionnaire {
  readonly id: string;
  readonly title: Localized;
  readonly questions: Question[];
  readonly edges: FlowEdge[];
  readonly labels: Label[];
  /** Content name → numeric id; options are named `question.option`. */
  readonly ids: ReadonlyMap<string, number>;
  /** Numeric id → content name. */
  readonly names: ReadonlyMap<number, string>;
}

/** Parses and schema-validates a questionnaire file's text; throws on YAML or schema errors. */
export function parseQuestionnaire(text: string): QuestionnaireSource {
  return questionnaireSchema.parse(parse(text));
}

/** Reads, validates and converts one questionnaire file. */
export async function loadQuestionnaire(file: string): Promise<LoadedQuestionnaire> {
  return toEngineData(parseQuestionnaire(await readFile(file, 'utf8')));
}

type Node =
  | { readonly kind: 'question'; readonly source: QuestionSource }
  | { readonly kind: 'field'; readonly source: FieldSource };

/** Converts a validated questionnaire into the engine's questions, flow edges and labels (deterministic ids). */
export function toEngineData(source: QuestionnaireSource): LoadedQuestionnaire {
  const ids = new Map<string, number>();
  const names = new Map<number, string>();
  const idOf = (name: string): number => {
    let id = ids.get(name);
    if (id === undefined) {
      id = stableId(source.id, name);
      ids.set(name, id);
      names.set(id, name);
    }
    return id;
  };
  const questions: Question[] = [];
  const edges: FlowEdge[] = [];
  const labels: Label[] = [];

  const known = new Set(
    source.questions.flatMap((question) =>
      [question, ...(question.fields ?? [])].flatMap((item) => [
        item.id,
        ...(item.options ?? []).map((option) => `${item.id}.${option.id}`),
      ]),
    ),
  );
  const loopGroupOf = new Map<string, string>();
  for (const question of source.questions) {
    if (question.type === 'LOOP') loopGroupOf.set(question.id, question.id);
    if (question.loop !== undefined) loopGroupOf.set(question.id, question.loop);
  }

  const addLabels = (
    id: number,
    texts: Pick<QuestionSource, 'label' | 'placeholder' | 'help' | 'error'>,
  ): void => {
    for (const lang of ['en', 'es'] as const) {
      if (
        ![texts.label, texts.placeholder, texts.help, texts.error].some((text) => text?.[lang] !== undefined)
      )
        continue;
      labels.push({
        question_label_id: id,
        lang,
        label: texts.label?.[lang] ?? '',
        placeholder: texts.placeholder?.[lang] ?? null,
        error_text: texts.error?.[lang] ?? null,
        help_text: texts.help?.[lang] ?? null,
      });
    }
  };

  const base = (
    name: string,
    type: QuestionType,
    order: number,
    extra: Partial<Question> = {},
  ): Question => ({
    question_id: idOf(name),
    type,
    parent_id: null,
    loop_id: 1,
    loop_group: WITHOUT_GROUP,
    group: 1,
    order,
    required: false,
    length: null,
    properties: {},
    code: null,
    ...extra,
  });

  const addOptions = (
    owner: string,
    parentId: number,
    loopGroup: string,
    options: readonly OptionSource[],
  ): void => {
    options.forEach((option, index) => {
      const properties: Record<string, unknown> = {};
      if (option.value !== undefined) properties.value = option.value;
      if (option.other === true) properties.otTx = true;
      const question = base(`${owner}.${option.id}`, 'OPTION', index + 1, {
        parent_id: parentId,
        loop_group: loopGroup,
        properties,
      });
      questions.push(question);
      addLabels(question.question_id, option);
    });
  };

  const addNode = (node: Node, order: number, parentId: number | null, loopGroup: string): Question => {
    const item = node.source;
    const properties: Record<string, unknown> = {};
    if (item.pattern !== undefined) properties.rx = item.pattern;
    if (item.source !== undefined) properties.ds = item.source;
    if (item.uscis === true) properties.uscis = true;
    if (item.precision === 'month') properties.precision = 'month';
    if (node.kind === 'field' && node.source.when !== undefined) {
      const { fields, options } = conditionNames(node.source.when);
      properties.when = {
        q: fields.map(idOf),
        o: fields.flatMap((field) => options.map((option) => idOf(`${field}.${option}`))),
      };
    }
    const script = node.kind === 'question' ? node.source.script : undefined;
    const code =
      script === undefined
        ? null
        : encodeBase64(resolveScriptReferences(script, (name) => (known.has(name) ? idOf(name) : undefined)));
    const question = base(item.id, item.type, order, {
      parent_id: parentId,
      loop_group: loopGroup,
      group: item.group ?? 1,
      required: item.required === true,
      length: item.length ?? null,
      properties: properties as QuestionProperties,
      code,
    });
    questions.push(question);
    addLabels(question.question_id, item);
    addOptions(item.id, question.question_id, loopGroup, item.options ?? []);
    return question;
  };

  questions.push(base(START, 'START', 0));
  edges.push({ from: idOf(START), to: idOf(source.start), text: null, loop: false });

  source.questions.forEach((item, index) => {
    const loopGroup = loopGroupOf.get(item.id) ?? WITHOUT_GROUP;
    const question = addNode({ kind: 'question', source: item }, index + 1, null, loopGroup);
    (item.fields ?? []).forEach((field, fieldIndex) =>
      addNode({ kind: 'field', source: field }, fieldIndex + 1, question.question_id, loopGroup),
    );
    const from = question.question_id;
    const to = (target: string, text: FlowEdge['text'] = null): void => {
      // The edge from a loop's body back to its LOOP closes the loop: the one cycle content may declare.
      const loop = item.loop !== undefined && target === item.loop;
      edges.push({ from, to: idOf(target), text, loop });
    };
    if (item.back !== undefined) to(item.back);
    if (item.body !== undefined) to(item.body);
    if (item.yes !== undefined) to(item.yes, 'Yes');
    if (item.no !== undefined) to(item.no, 'No');
    if (item.next !== undefined) to(item.next);
  });
  questions.push(base(END, 'END', source.questions.length + 1));

  return { id: source.id, title: source.title, questions, edges, labels, ids, names };
}
