import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedQuestionnaire, LoadedSectionedQuestionnaire } from '@camino/content';
import { loadQuestionnaire, loadSectionedQuestionnaire, sectionedQuestionnaireDirs } from '@camino/content';
import { buildFlow, requireDataSource } from '@camino/questionnaire';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import {
  questionnaireAdditionalLabels,
  questionnaireConfigs,
  questionnaireDataSources,
  questionnaireFlowEdges,
  questionnaireLabels,
  questionnaireQuestions,
  questionnaireSections,
  questionnaireVariables,
} from '../../db/schema/questionnaire';
import { DATA_SOURCE_PROVIDERS } from '../data-sources';
import type { Seeder } from '../server-module';
import { questionnaireKeyOf } from './questionnaire-key';

export const QUESTIONNAIRES_FOLDER = 'questionnaires';

// Keeps each INSERT well below PostgreSQL's 65,535 bind parameters.
const CHUNK = 500;

/** A questionnaire file, or a folder of section files seeded as one configuration. */
export type SeedSource = LoadedQuestionnaire | LoadedSectionedQuestionnaire;

interface SeedSection {
  readonly key: string;
  readonly title: LoadedQuestionnaire['title'];
  readonly loaded: LoadedQuestionnaire;
}

function sectionsOf(source: SeedSource): SeedSection[] {
  if ('sections' in source)
    return source.sections.map(({ key, questionnaire }) => ({
      key,
      title: questionnaire.title,
      loaded: questionnaire,
    }));
  return [{ key: source.id, title: source.title, loaded: source }];
}

const sectionContent = (loaded: LoadedQuestionnaire) => ({
  id: loaded.id,
  title: loaded.title,
  questions: loaded.questions,
  edges: loaded.edges,
  labels: loaded.labels,
  names: [...loaded.ids.entries()],
});

/** sha256 of everything the loader produced: any change to a file's meaning gives a new hash. */
export function contentHash(source: SeedSource): string {
  const content =
    'sections' in source
      ? {
          id: source.id,
          title: source.title,
          sections: source.sections.map(({ key, questionnaire }) => ({
            key,
            ...sectionContent(questionnaire),
          })),
        }
      : sectionContent(source);
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export interface SeedOutcome {
  configId: number;
  version: number;
  created: boolean;
}

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let index = 0; index < rows.length; index += CHUNK) await insert(rows.slice(index, index + CHUNK));
}

/**
 * Seeds one loaded questionnaire: a new active version when its content hash differs from the
 * latest version's, nothing otherwise. Older versions stay for the cases pinned to them.
 */
export async function seedQuestionnaire(db: Db, source: SeedSource): Promise<SeedOutcome> {
  const sections = sectionsOf(source);
  for (const { loaded } of sections) {
    // Content naming a data source the server cannot provide must not reach an applicant.
    for (const question of loaded.questions) requireDataSource(DATA_SOURCE_PROVIDERS, question);
    buildFlow(loaded.questions, loaded.edges, loaded.labels);
  }
  const loaded = source;

  const hash = contentHash(loaded);
  const { questionnaire, strategy } = questionnaireKeyOf(loaded.id);
  const sameKey = and(
    eq(questionnaireConfigs.questionnaireKey, questionnaire),
    strategy === null ? isNull(questionnaireConfigs.strategy) : eq(questionnaireConfigs.strategy, strategy),
  );

  return db.transaction(async (tx) => {
    // Several processes may start together; one seeds each questionnaire, the others then see its version.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`questionnaire:${loaded.id}`}, 0))`);
    const [latest] = await tx
      .select()
      .from(questionnaireConfigs)
      .where(sameKey)
      .orderBy(desc(questionnaireConfigs.version))
      .limit(1);
    if (latest && latest.contentHash === hash) {
      if (!latest.active) {
        await tx
          .update(questionnaireConfigs)
          .set({ active: false })
          .where(and(sameKey, eq(questionnaireConfigs.active, true)));
        await tx
          .update(questionnaireConfigs)
          .set({ active: true })
          .where(eq(questionnaireConfigs.id, latest.id));
      }
      return { configId: latest.id, version: latest.version, created: false };
    }

    const version = (latest?.version ?? 0) + 1;
    await tx
      .update(questionnaireConfigs)
      .set({ active: false })
      .where(and(sameKey, eq(questionnaireConfigs.active, true)));
    const [config] = await tx
      .insert(questionnaireConfigs)
      .values({
        questionnaireKey: questionnaire,
        strategy,
        version,
        contentHash: hash,
        active: true,
        titleEn: loaded.title.en ?? '',
        titleEs: loaded.title.es ?? loaded.title.en ?? '',
      })
      .returning({ id: questionnaireConfigs.id });
    const configId = config!.id;
    let edgePosition = 0;
    for (const [index, { key, title, loaded: section }] of sections.entries()) {
      const [row] = await tx
        .insert(questionnaireSections)
        .values({
          configId,
          key,
          position: index + 1,
          labelEn: title.en ?? '',
          labelEs: title.es ?? title.en ?? '',
        })
        .returning({ id: questionnaireSections.id });
      const sectionId = row!.id;
      await insertChunked(
        section.questions.map((question) => ({
          configId,
          questionId: question.question_id,
          sectionId,
          type: question.type,
          parentId: question.parent_id,
          loopId: question.loop_id,
          loopGroup: question.loop_group,
          group: question.group,
          order: question.order,
          required: question.required,
          length: question.length,
          properties: { ...question.properties },
          code: question.code,
        })),
        (rows) => tx.insert(questionnaireQuestions).values(rows),
      );
      await insertChunked(
        section.edges.map((edge) => ({
          configId,
          position: edgePosition++,
          fromId: edge.from,
          toId: edge.to,
          text: edge.text,
          loop: edge.loop,
        })),
        (rows) => tx.insert(questionnaireFlowEdges).values(rows),
      );
      await insertChunked(
        section.labels.map((label) => ({
          configId,
          questionLabelId: label.question_label_id,
          lang: label.lang,
          label: label.label,
          placeholder: label.placeholder,
          errorText: label.error_text,
          helpText: label.help_text,
        })),
        (rows) => tx.insert(questionnaireLabels).values(rows),
      );
      // Names repeat across sections (each has an intro), so a sectioned questionnaire's names are `section.name`.
      const prefix = 'sections' in source ? `${key}.` : '';
      await insertChunked(
        [...section.ids.entries()].map(([name, questionId]) => ({
          configId,
          sectionId,
          name: `${prefix}${name}`,
          questionId,
        })),
        (rows) => tx.insert(questionnaireVariables).values(rows),
      );
    }
    const titles = (['en', 'es'] as const).flatMap((lang) => {
      const text = loaded.title[lang];
      return text === undefined ? [] : [{ configId, key: 'title', lang, text }];
    });
    if (titles.length > 0) await tx.insert(questionnaireAdditionalLabels).values(titles);
    const dataSources = [
      ...new Set(
        sections.flatMap(({ loaded: section }) =>
          section.questions.flatMap((question) => (question.properties.ds ? [question.properties.ds] : [])),
        ),
      ),
    ];
    if (dataSources.length > 0) {
      await tx.insert(questionnaireDataSources).values(dataSources.map((name) => ({ configId, name })));
    }
    return { configId, version, created: true };
  });
}

/** Every `*.yaml` of the content's questionnaires folder, in name order. */
export async function questionnaireFilesIn(contentDir: string): Promise<string[]> {
  const folder = path.join(contentDir, QUESTIONNAIRES_FOLDER);
  const names = await readdir(folder);
  return names
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.join(folder, name));
}

/** The start-up seed: every questionnaire file and folder through `@camino/content`'s loader, idempotent. */
export const seedQuestionnaires: Seeder = async ({ db, config, log }) => {
  for (const file of await questionnaireFilesIn(config.CONTENT_DIR)) {
    const loaded = await loadQuestionnaire(file);
    const outcome = await seedQuestionnaire(db, loaded);
    logOutcome(log, loaded.id, outcome);
  }
  for (const dir of await sectionedQuestionnaireDirs(path.join(config.CONTENT_DIR, QUESTIONNAIRES_FOLDER))) {
    const loaded = await loadSectionedQuestionnaire(dir);
    const outcome = await seedQuestionnaire(db, loaded);
    logOutcome(log, loaded.id, outcome);
  }
};

function logOutcome(log: Logger, id: string, outcome: SeedOutcome): void {
  if (outcome.created) log.info({ questionnaire: id, ...outcome }, 'questionnaire version seeded');
  else log.debug({ questionnaire: id, ...outcome }, 'questionnaire unchanged');
}
