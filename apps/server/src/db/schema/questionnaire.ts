/**
 * Versioned questionnaire content and the answers given to it.
 *
 * Content rows are immutable once seeded: a changed file becomes a new configuration (a new
 * version), and every answer and flow path names the configuration it was given under, so a case
 * keeps the questions it started with.
 *
 * Answers, flow paths and pins belong to a case or to a temporary session, named by `owner_kind`
 * ('case' | 'temp') and `owner_id`, without a foreign key: the two owners live in tables of other
 * modules (a temporary session's answers move to the case when the visitor creates an account),
 * and one plain pair keeps the answer tables the same for both (ADR 0050).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** One version of one questionnaire's content; one active version per questionnaire and strategy. */
export const questionnaireConfigs = pgTable(
  'questionnaire_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionnaireKey: text('questionnaire_key').notNull(),
    /** The case type the content is for; null when it serves every strategy. */
    strategy: text('strategy'),
    version: integer('version').notNull(),
    /** sha256 of the loaded content: an unchanged file is not seeded again. */
    contentHash: text('content_hash').notNull(),
    active: boolean('active').notNull().default(false),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('questionnaire_configs_version_key').on(
      table.questionnaireKey,
      sql`coalesce(${table.strategy}, '')`,
      table.version,
    ),
    uniqueIndex('questionnaire_configs_active_key')
      .on(table.questionnaireKey, sql`coalesce(${table.strategy}, '')`)
      .where(sql`${table.active}`),
  ],
);

/** Sections of a configuration (spec: question_section_id); a questionnaire file is one section. */
export const questionnaireSections = pgTable(
  'questionnaire_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    configId: integer('config_id')
      .notNull()
      .references(() => questionnaireConfigs.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    labelEn: text('label_en').notNull(),
    labelEs: text('label_es').notNull(),
  },
  (table) => [uniqueIndex('questionnaire_sections_config_key').on(table.configId, table.key)],
);

/** Questions of a configuration in the engine's shape; ids are stable across versions. */
export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    configId: integer('config_id')
      .notNull()
      .references(() => questionnaireConfigs.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => questionnaireSections.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    parentId: integer('parent_id'),
    loopId: integer('loop_id').notNull(),
    loopGroup: text('loop_group').notNull(),
    group: integer('group').notNull(),
    order: integer('order').notNull(),
    required: boolean('required').notNull(),
    length: integer('length'),
    properties: jsonb('properties').notNull().$type<Record<string, unknown>>(),
    /** Base64 validation script of a VALIDATION question. */
    code: text('code'),
  },
  (table) => [primaryKey({ columns: [table.configId, table.questionId] })],
);

/** Flow edges; `position` keeps the content's order, which the engine reads (loop entry, fallbacks). */
export const questionnaireFlowEdges = pgTable(
  'questionnaire_flow_edges',
  {
    configId: integer('config_id')
      .notNull()
      .references(() => questionnaireConfigs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fromId: integer('from_id').notNull(),
    toId: integer('to_id').notNull(),
    text: text('text'),
    loop: boolean('loop').notNull(),
  },
  (table) => [primaryKey({ columns: [table.configId, table.position] })],
);

/** Texts of a question per language (spec: Label); question_label_id is the question id. */
export const questionnaireLabels = pgTable(
  'questionnaire_labels',
  {
    configId: integer('config_id')
      .notNull()
      .references(() => questionnaireConfigs.id, { onDelete: 'cascade' }),
    questionLabelId: integer('question_label_id').notNull(),
    lang: text('lang').notNull(),
    label: text('label').notNull(),
    placeholder: text('placeholder'),
    errorText: text('error_text'),
    helpText: text('help_text'),
  },
  (table) => [primaryKey({ columns: [table.configId, table.questionLabelId, table.lang] })],
);

/** Texts of a configuration that belong to no question (its title…), per language. */
export const questionnaireAdditionalLabels = pgTable(
  'questionnaire_additional_labels',
  {
    configId: integer('config_id')
      .notNull()
      .references(() => questionnaireConfigs.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.configId, table.key, table.lang] })],
);

/** Content names of a section's questions and their numeric ids (forms and scripts refer by name). */
export const questionnaireVariables = pgTable(
  'questionnaire_variables',
  {
    configId: integer('config_id')
      .notNull()
      .references(() => questionnaireConfigs.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => questionnaireSections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    questionId: integer('question_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.configId, table.name] })],
);

/** Data sources the SELECT questions of a configuration name; checked against the server's providers when seeded. */
export const questionnaireDataSources = pgTable(
  'questionnaire_data_sources',
  {
    configId: integer('config_id')
      .notNull()
      .references(() => questionnaireConfigs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.configId, table.name] })],
);

/** The configuration a case or temporary session started a questionnaire with; it stays on it. */
export const questionnaireOwnerConfigs = pgTable(
  'questionnaire_owner_configs',
  {
    ownerKind: text('owner_kind', { enum: ['case', 'temp'] }).notNull(),
    ownerId: text('owner_id').notNull(),
    questionnaireKey: text('questionnaire_key').notNull(),
    configId: integer('config_id')
      .notNull()
      .references(() => questionnaireConfigs.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerKind, table.ownerId, table.questionnaireKey] })],
);

/** Stored answers (spec: Answer to save); a chosen option is its own row with response 'true'. */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind', { enum: ['case', 'temp'] }).notNull(),
    ownerId: text('owner_id').notNull(),
    configId: integer('config_id')
      .notNull()
      .references(() => questionnaireConfigs.id),
    questionSectionId: integer('question_section_id').notNull(),
    questionId: integer('question_id').notNull(),
    loopId: integer('loop_id').notNull(),
    group: integer('group').notNull(),
    loopGroup: text('loop_group').notNull(),
    response: text('response').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('questionnaire_answers_occurrence_key').on(
      table.ownerKind,
      table.ownerId,
      table.configId,
      table.questionId,
      table.loopId,
    ),
    index('questionnaire_answers_section_idx').on(
      table.ownerKind,
      table.ownerId,
      table.configId,
      table.questionSectionId,
    ),
  ],
);

/** The flow path (spec: ids joined by ';') of an owner in one section. */
export const questionnaireFlowPaths = pgTable(
  'questionnaire_flow_paths',
  {
    ownerKind: text('owner_kind', { enum: ['case', 'temp'] }).notNull(),
    ownerId: text('owner_id').notNull(),
    configId: integer('config_id')
      .notNull()
      .references(() => questionnaireConfigs.id),
    questionSectionId: integer('question_section_id').notNull(),
    path: text('path').notNull(),
    /** A changed answer discarded a branch since the path was last read. */
    changed: boolean('changed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerKind, table.ownerId, table.configId, table.questionSectionId] }),
  ],
);
