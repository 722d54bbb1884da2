import { z } from 'zod';

// Both languages are optional here so the check can name the missing one instead of a schema error.
export const localizedSchema = z.strictObject({ en: z.string().optional(), es: z.string().optional() });
export type Localized = z.infer<typeof localizedSchema>;

/** Reserved flow targets: the implicit START and END of every questionnaire. */
export const START = 'start';
export const END = 'end';

const idSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, 'ids are lower-case letters, digits and underscores, starting with a letter');

/** Texts of a question, an option or a template field, in English and Spanish. */
const textsShape = {
  label: localizedSchema.optional(),
  placeholder: localizedSchema.optional(),
  help: localizedSchema.optional(),
  error: localizedSchema.optional(),
};

export const optionSchema = z.strictObject({
  id: idSchema,
  ...textsShape,
  /** Matched against `yes:` / `no:` branches: 'Yes' or 'No'. */
  value: z.enum(['Yes', 'No']).optional(),
  /** Choosing this option also asks for free text ("Other: ___"). */
  other: z.boolean().optional(),
});
export type OptionSource = z.infer<typeof optionSchema>;

const inputTypes = [
  'DATEPICKER',
  'SELECT',
  'NUMBER',
  'TEXT',
  'TEXTAREA',
  'EMAIL',
  'PHONE',
  'CHECKBOX',
  'RADIO',
] as const;

/** Shared by flow questions and template fields. */
const fieldShape = {
  id: idSchema,
  ...textsShape,
  required: z.boolean().optional(),
  length: z.number().int().positive().optional(),
  /** Validation pattern, a JavaScript regular expression source. */
  pattern: z.string().optional(),
  /** Data source of a SELECT. */
  source: z.string().optional(),
  /** The answer is copied onto a USCIS form: plain English characters only. */
  uscis: z.boolean().optional(),
  /** A DATEPICKER of a form that asks MM/YYYY: month and year only, stored as YYYY-MM. */
  precision: z.literal('month').optional(),
  options: z.array(optionSchema).optional(),
  group: z.number().int().positive().optional(),
};

const oneOrMore = z.union([idSchema, z.array(idSchema).min(1)]);

/**
 * A template field that applies only after an answer: shown (and required) while one of the named
 * RADIO or CHECKBOX questions of the same file has one of the named options chosen; otherwise hidden
 * and its answer deleted. A page none of whose fields applies is not shown.
 */
export const fieldConditionSchema = z.strictObject({ field: oneOrMore, is: oneOrMore });
export type FieldConditionSource = z.infer<typeof fieldConditionSchema>;

/** The names a condition lists, as arrays. */
export const conditionNames = (when: FieldConditionSource): { fields: string[]; options: string[] } => ({
  fields: typeof when.field === 'string' ? [when.field] : when.field,
  options: typeof when.is === 'string' ? [when.is] : when.is,
});

export const fieldSchema = z.strictObject({
  ...fieldShape,
  type: z.enum(inputTypes),
  when: fieldConditionSchema.optional(),
});
export type FieldSource = z.infer<typeof fieldSchema>;

export const questionSchema = z.strictObject({
  ...fieldShape,
  type: z.enum([...inputTypes, 'LABEL', 'TEMPLATE', 'LOOP', 'VALIDATION']),
  /** The following question, or `end`. */
  next: idSchema.optional(),
  /** Branch taken when the chosen option's value is 'Yes'. */
  yes: idSchema.optional(),
  /** Branch taken when the chosen option's value is 'No'. */
  no: idSchema.optional(),
  /** VALIDATION: the earlier question the applicant is sent back to when the script fails. */
  back: idSchema.optional(),
  /** VALIDATION: script body; `answer(id, group, loopId)` reads an answer, `return true` accepts. */
  script: z.string().optional(),
  /** LOOP: the first question of the repeated body. */
  body: idSchema.optional(),
  /** Body question of the named LOOP; the body's last question has `next:` the LOOP. */
  loop: idSchema.optional(),
  /** TEMPLATE: fields shown together on one page. */
  fields: z.array(fieldSchema).optional(),
});
export type QuestionSource = z.infer<typeof questionSchema>;

/** One questionnaire file under content/questionnaires/<id>.yaml. */
export const questionnaireSchema = z.strictObject({
  id: idSchema,
  title: localizedSchema,
  /** The first question after START. */
  start: idSchema,
  questions: z.array(questionSchema).min(1),
});
export type QuestionnaireSource = z.infer<typeof questionnaireSchema>;
