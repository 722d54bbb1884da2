import { AppError, type Strategy } from '@camino/contracts';
import type { EdgeText, Flow, FlowEdge, Label, Question, QuestionType } from '@camino/questionnaire';
import { buildFlow } from '@camino/questionnaire';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  questionnaireConfigs,
  questionnaireFlowEdges,
  questionnaireLabels,
  questionnaireQuestions,
  questionnaireSections,
} from '../../db/schema/questionnaire';
import { withEngineErrors } from './engine-errors';

/** One section of a configuration, indexed for the engine. */
export interface LoadedSection {
  readonly id: number;
  readonly key: string;
  readonly label: { readonly en: string; readonly es: string };
  readonly questions: readonly Question[];
  readonly edges: readonly FlowEdge[];
  readonly labels: readonly Label[];
  readonly flow: Flow;
}

/** A configuration with its content, as every questionnaire call needs it. */
export interface LoadedConfig {
  readonly id: number;
  readonly questionnaire: string;
  readonly strategy: Strategy | null;
  readonly version: number;
  readonly contentHash: string;
  readonly title: { readonly en: string; readonly es: string };
  readonly sections: ReadonlyMap<number, LoadedSection>;
}

// Configurations never change once seeded, so a process may keep them; keyed by database so
// that test databases (and their equal ids) never mix.
const cache = new WeakMap<Db, Map<number, Promise<LoadedConfig | null>>>();

/** A configuration by id, or null; read once per process. */
export function findConfig(db: Db, configId: number): Promise<LoadedConfig | null> {
  let byId = cache.get(db);
  if (!byId) {
    byId = new Map();
    cache.set(db, byId);
  }
  let found = byId.get(configId);
  if (!found) {
    found = readConfig(db, configId);
    byId.set(configId, found);
    // A failed read (database down) must not be remembered.
    found.catch(() => byId.delete(configId));
  }
  return found;
}

/** A configuration by id; an unknown id is a 404. */
export async function requireConfig(db: Db, configId: number): Promise<LoadedConfig> {
  // Stored content the engine cannot index (no START) answers with the engine's message.
  const config = await withEngineErrors(() => findConfig(db, configId));
  if (!config)
    throw new AppError('NOT_FOUND', { detail: `Questionnaire configuration ${configId} does not exist.` });
  return config;
}

/** A section of a configuration; an unknown one is a 404. */
export function requireSection(config: LoadedConfig, sectionId: number): LoadedSection {
  const section = config.sections.get(sectionId);
  if (!section) {
    throw new AppError('NOT_FOUND', {
      detail: `Section ${sectionId} does not belong to questionnaire configuration ${config.id}.`,
    });
  }
  return section;
}

export function sectionOfQuestion(config: LoadedConfig, questionId: number): LoadedSection | undefined {
  for (const section of config.sections.values()) if (section.flow.questions.has(questionId)) return section;
  return undefined;
}

async function readConfig(db: Db, configId: number): Promise<LoadedConfig | null> {
  const [config] = await db
    .select()
    .from(questionnaireConfigs)
    .where(eq(questionnaireConfigs.id, configId))
    .limit(1);
  if (!config) return null;
  const [sections, questionRows, edgeRows, labelRows] = await Promise.all([
    db
      .select()
      .from(questionnaireSections)
      .where(eq(questionnaireSections.configId, configId))
      .orderBy(asc(questionnaireSections.position)),
    db.select().from(questionnaireQuestions).where(eq(questionnaireQuestions.configId, configId)),
    db
      .select()
      .from(questionnaireFlowEdges)
      .where(eq(questionnaireFlowEdges.configId, configId))
      .orderBy(asc(questionnaireFlowEdges.position)),
    db.select().from(questionnaireLabels).where(eq(questionnaireLabels.configId, configId)),
  ]);

  const loaded = new Map<number, LoadedSection>();
  for (const section of sections) {
    const questions: Question[] = questionRows
      .filter((row) => row.sectionId === section.id)
      .map((row) => ({
        question_id: row.questionId,
        type: row.type as QuestionType,
        parent_id: row.parentId,
        loop_id: row.loopId,
        loop_group: row.loopGroup,
        group: row.group,
        order: row.order,
        required: row.required,
        length: row.length,
        properties: row.properties,
        code: row.code,
      }));
    const ids = new Set(questions.map((question) => question.question_id));
    const edges: FlowEdge[] = edgeRows
      .filter((row) => ids.has(row.fromId))
      .map((row) => ({ from: row.fromId, to: row.toId, text: row.text as EdgeText, loop: row.loop }));
    const labels: Label[] = labelRows
      .filter((row) => ids.has(row.questionLabelId))
      .map((row) => ({
        question_label_id: row.questionLabelId,
        lang: row.lang,
        label: row.label,
        placeholder: row.placeholder,
        error_text: row.errorText,
        help_text: row.helpText,
      }));
    loaded.set(section.id, {
      id: section.id,
      key: section.key,
      label: { en: section.labelEn, es: section.labelEs },
      questions,
      edges,
      labels,
      flow: buildFlow(questions, edges, labels),
    });
  }
  return {
    id: config.id,
    questionnaire: config.questionnaireKey,
    strategy: config.strategy as Strategy | null,
    version: config.version,
    contentHash: config.contentHash,
    title: { en: config.titleEn, es: config.titleEs },
    sections: loaded,
  };
}
