/**
 * Request and response schemas of the questionnaire calls (spec section 7, "Questionnaire data").
 * Field names follow the spec's entities (question_id, config_id…); the shapes of questions, edges,
 * labels and answers are the engine's, so the browser feeds them to `@camino/questionnaire` as-is.
 */
import { QUESTION_TYPES } from '@camino/questionnaire';
import { z } from 'zod';
import { text } from '../text/text';
import { STRATEGIES } from '../constants';
import { LOCALES } from '../routes';

const id = z.coerce.number().int().positive();
const loopId = z.coerce.number().int().min(1).max(1000);
export const questionnaireLangSchema = z.enum(LOCALES);

/** A question of a configuration (spec: Question); `type` is the spec's question_type_id. */
export const questionSchema = z.object({
  question_id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  parent_id: z.number().int().nullable(),
  loop_id: z.number().int(),
  loop_group: z.string(),
  group: z.number().int(),
  order: z.number().int(),
  required: z.boolean(),
  length: z.number().int().nullable(),
  /** Parsed properties: rx (pattern), ds (data source), otTx (option takes free text), uscis, value. */
  properties: z.record(z.string(), z.unknown()),
  /** Base64 validation script of a VALIDATION question. */
  code: z.string().nullable(),
});
export type QuestionDto = z.infer<typeof questionSchema>;

/** A flow edge (spec: Flow edge). */
export const flowEdgeSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  text: z.enum(['Yes', 'No']).nullable(),
  loop: z.boolean(),
});

/** Texts of a question in one language (spec: Label). */
export const labelSchema = z.object({
  question_label_id: z.number().int(),
  lang: z.string(),
  label: z.string(),
  placeholder: z.string().nullable(),
  error_text: z.string().nullable(),
  help_text: z.string().nullable(),
});

/** One active configuration: what a new case or temporary session starts a questionnaire with. */
export const activeConfigSchema = z.object({
  config_id: z.number().int(),
  questionnaire: z.string(),
  strategy: z.enum(STRATEGIES).nullable(),
  version: z.number().int(),
  content_hash: z.string(),
  /** The section holding the questionnaire's questions. */
  question_section_id: z.number().int(),
  title: z.object({ en: z.string(), es: z.string() }),
});
export const activeConfigQuerySchema = z.object({
  questionnaire: text({ min: 1, max: 100 }).optional(),
  strategy: z.enum(STRATEGIES).optional(),
});
export const activeConfigsSchema = z.array(activeConfigSchema);
export type ActiveConfig = z.infer<typeof activeConfigSchema>;

export const questionFlowQuerySchema = z.object({
  config_id: id,
  /** Only the questions of this section; all of the configuration when absent. */
  question_section_id: id.optional(),
});
export const questionFlowSchema = z.object({
  config_id: z.number().int(),
  version: z.number().int(),
  questions: z.array(questionSchema),
  edges: z.array(flowEdgeSchema),
});
export type QuestionFlow = z.infer<typeof questionFlowSchema>;

export const findLabelQuerySchema = z.object({
  question_section_id: id,
  config_id: id,
  /** One question's label; every label of the section when absent. */
  question_label_id: z.coerce.number().int().optional(),
  lang: questionnaireLangSchema,
});
export const labelsSchema = z.array(labelSchema);

export const additionalLabelParamsSchema = z.object({ config_id: id, lang: questionnaireLangSchema });
export const additionalLabelsSchema = z.array(z.object({ key: z.string(), text: z.string() }));

export const sectionLabelParamsSchema = z.object({
  config_id: id,
  question_section_id: id,
  lang: questionnaireLangSchema,
});
export const sectionLabelSchema = z.object({
  question_section_id: z.number().int(),
  key: z.string(),
  label: z.string(),
});

export const variablesQuerySchema = z.object({ qs: id, cf: id });
export const variablesSchema = z.array(z.object({ name: z.string(), question_id: z.number().int() }));

export const paramQuestionParamsSchema = z.object({ config_id: id, question_id: z.coerce.number().int() });

export const dataSelectRequestSchema = z.object({
  name: text({ min: 1, max: 64 }),
  lang: questionnaireLangSchema.default('en'),
});
export const dataOptionSchema = z.object({ value: z.string(), label: z.string() });
export const dataSelectSchema = z.object({ name: z.string(), options: z.array(dataOptionSchema) });
export type DataOption = z.infer<typeof dataOptionSchema>;

/** Where the applicant is in a section: the stored flow path read by the engine. */
export const flowPathStateSchema = z.object({
  config_id: z.number().int(),
  question_section_id: z.number().int(),
  /** Spec: Flow path, ids joined by ';' (`id_N` in loop iteration N > 1). */
  flow_path: z.string(),
  current: z.object({ question_id: z.number().int(), loop_id: z.number().int() }).nullable(),
  complete: z.boolean(),
  completion: z.number().int(),
  /** A changed answer discarded a branch: the client reloads answers and path. */
  path_changed: z.boolean(),
  /** The VALIDATION that failed and sent the applicant back, with its error text. */
  failed_validation: z
    .object({ question_id: z.number().int(), loop_id: z.number().int(), message: z.string() })
    .nullable(),
});
export type FlowPathState = z.infer<typeof flowPathStateSchema>;

const sectionRef = { config_id: id, question_section_id: id };

export const flowPathRequestSchema = z.object({
  ...sectionRef,
  /** next: validate and walk on; back: previous page; restart: back to the first page; save: store `flow_path`. */
  action: z.enum(['next', 'back', 'restart', 'save']),
  /** restart only: keep the answers (editing after the end). */
  keep_answers: z.boolean().optional(),
  /** save only: the path the browser's engine walked. */
  flow_path: text({ max: 20_000 }).optional(),
  lang: questionnaireLangSchema.default('en'),
});
export type FlowPathRequest = z.infer<typeof flowPathRequestSchema>;

export const flowPathParamsSchema = z.object({ ...sectionRef, lang: questionnaireLangSchema });

export const loopRequestSchema = z.object({
  ...sectionRef,
  loop_question_id: z.coerce.number().int(),
  lang: questionnaireLangSchema.default('en'),
});
export const loopDeleteQuerySchema = loopRequestSchema.extend({ loop_id: loopId });

/** Spec: Answer to save. */
export const answerToSaveSchema = z.object({
  question_id: z.number().int(),
  question_section_id: z.number().int(),
  config_id: z.number().int(),
  group: z.number().int(),
  response: z.string(),
  loop_id: z.number().int(),
  loop_group: z.string(),
});
export type AnswerToSaveDto = z.infer<typeof answerToSaveSchema>;

/** Spec: Answer to delete. */
export const answerToDeleteSchema = z.object({
  qid: z.number().int(),
  lid: z.number().int(),
  g: z.number().int(),
  lg: z.string(),
  qsid: z.number().int(),
  c: z.number().int(),
});

export const responsesQuerySchema = z.object({ config_id: id, question_section_id: id.optional() });
export const responsesSchema = z.array(answerToSaveSchema);

/**
 * One row of a batch save, in the spec's Answer-to-save shape. A chosen option of a RADIO or
 * CHECKBOX is a row of the OPTION's id (response 'true', or the text of an "other" option); the
 * option rows of one question and loop id are its whole new answer, and an option row with
 * response 'false' (or '') is not chosen, so sending only such rows clears the question. group
 * and loop_group are taken from the content, whatever the client sends.
 */
export const answerRowSchema = z.object({
  question_id: z.number().int(),
  loop_id: z.number().int().min(1).max(1000).default(1),
  response: text({ multiline: true, trim: false, max: 10_000 }),
  question_section_id: z.number().int().optional(),
  config_id: z.number().int().optional(),
  group: z.number().int().optional(),
  loop_group: text({ max: 100 }).optional(),
});

export const processArrayRequestSchema = z.object({
  ...sectionRef,
  lang: questionnaireLangSchema.default('en'),
  answers: z.array(answerRowSchema).min(1).max(500),
});
export type ProcessArrayRequest = z.infer<typeof processArrayRequestSchema>;

export const processArrayResponseSchema = z.object({
  saved: z.array(answerToSaveSchema),
  deleted: z.array(answerToDeleteSchema),
  flow: flowPathStateSchema,
});

/** Spec: DELETE param-question-response (q, g, c): every answer of question q in group g of configuration c. */
export const deleteResponseQuerySchema = z.object({
  q: z.coerce.number().int(),
  g: z.coerce.number().int(),
  c: id,
});
export const deleteResponsesBodySchema = z.object({ answers: z.array(answerToDeleteSchema).min(1).max(500) });
export type DeleteResponsesBody = z.infer<typeof deleteResponsesBodySchema>;
export const deletedResponsesSchema = z.object({
  deleted: z.number().int(),
  flow: flowPathStateSchema.nullable(),
});

export const codeExecutionRequestSchema = z.object({
  config_id: id,
  /** A VALIDATION question of the configuration; its script runs over the caller's stored answers. */
  question_id: z.number().int(),
});
export const codeExecutionSchema = z.object({
  passed: z.boolean(),
  /** Why a script did not pass by itself: it ran too long, used too much memory or threw. */
  failure: z.enum(['timeout', 'memory', 'error']).nullable(),
});

/** An answer that breaks a rule, in problem+json `questionErrors` (the engine's message in `lang`). */
export const questionErrorSchema = z.object({
  question_id: z.number().int(),
  loop_id: z.number().int(),
  key: z.string(),
  message: z.string(),
});
export type QuestionError = z.infer<typeof questionErrorSchema>;

export const phonePrefixQuerySchema = z.object({ lang: questionnaireLangSchema.default('en') });
export const phonePrefixesSchema = z.array(
  z.object({ country: z.string(), name: z.string(), prefix: z.string() }),
);

export const zipRequestSchema = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(?:-\d{4})?$/),
});
export const zipSchema = z.object({ zip: z.string(), city: z.string(), state: z.string() });
