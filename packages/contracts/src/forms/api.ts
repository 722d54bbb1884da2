import { z } from 'zod';

/** One section of the legal questionnaire as the forms screens show it. */
export const formSectionSchema = z.object({
  key: z.string(),
  /** Questionnaire section id, to open it in the questionnaire. */
  sectionId: z.number().int(),
  label: z.string(),
  completion: z.number().int().min(0).max(100),
  complete: z.boolean(),
});
export type FormSection = z.infer<typeof formSectionSchema>;

/**
 * When a form filed some days after a date the applicant records may be sent (the asylum work permit,
 * 150 days after USCIS received the asylum application): `date-missing` until the date is recorded,
 * then `waiting` until `from`, `open` from that day.
 */
export const formOfferSchema = z.object({
  state: z.enum(['date-missing', 'waiting', 'open']),
  /** First day the form may be filed, YYYY-MM-DD; null until the date is recorded. */
  from: z.string().nullable(),
  days: z.number().int().positive(),
  /** The filing fee in U.S. dollars on the day it may be filed (today once open); null when unknown. */
  fee: z.number().int().nullable(),
  /** The questionnaire whose answers complete this form, when it is not the legal questionnaire. */
  questionnaire: z.string(),
});
export type FormOffer = z.infer<typeof formOfferSchema>;

/** An official form the case needs, with how far its answers are. */
export const caseFormSchema = z.object({
  id: z.string(),
  title: z.string(),
  edition: z.string(),
  completion: z.number().int().min(0).max(100),
  offer: formOfferSchema.optional(),
  /** The edition's printed expiry date has passed: USCIS may have published a newer one. */
  editionExpired: z.boolean().optional(),
  /** Pages where USCIS reads the address it mails notices to, and that address as printed. */
  notice: z.object({ pages: z.array(z.number().int().positive()), address: z.array(z.string()) }).optional(),
});
export type CaseForm = z.infer<typeof caseFormSchema>;

/** A line of what the applicant owes the U.S. government (not Camino), with its source. */
export const governmentFeeSchema = z.object({
  form: z.string(),
  label: z.string(),
  /** Whole U.S. dollars on the day asked; 0 when the form is free or fee-exempt. */
  amount: z.number().int().min(0),
  /** Charged each year the application is pending (the Annual Asylum Fee). */
  perYear: z.boolean(),
  sourceUrl: z.string(),
  asOf: z.string(),
});
export type GovernmentFee = z.infer<typeof governmentFeeSchema>;

export const formSectionsQuerySchema = z.object({ lang: z.enum(['en', 'es']).default('en') });

/** A family member who may ask for their own work permit only later, and when. */
export const laterWorkPermitSchema = z.object({
  /** The family member's given name. */
  name: z.string(),
  /** The I-765 category as USCIS writes it, e.g. "(c)(31)". */
  category: z.string(),
  when: z.enum(['after_approval', 'after_admission']),
});
export type LaterWorkPermit = z.infer<typeof laterWorkPermitSchema>;

/** `GET deliverable/formSection`: the forms of the case and the legal questionnaire's sections. */
export const formSectionsResponseSchema = z.object({
  configId: z.number().int().nullable(),
  forms: z.array(caseFormSchema),
  sections: z.array(formSectionSchema),
  /** True once the case is at 100 % or approved: answers can no longer change. */
  readOnly: z.boolean(),
  /** What the applicant owes the U.S. government for this case type, separately from Camino's price. */
  governmentFees: z.array(governmentFeeSchema).optional(),
  /** VAWA: the green card application (I-485) Camino does not include yet, where it could go along. */
  adjustmentNotIncluded: z.boolean().optional(),
  /** Family members whose own I-765 is not in the package because they may file it only later. */
  laterWorkPermits: z.array(laterWorkPermitSchema).optional(),
});
export type FormSectionsResponse = z.infer<typeof formSectionsResponseSchema>;

/** A field's rectangle on its page, in PDF points from the top left, for highlighting. */
export const formFieldBoxSchema = z.object({
  section: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type FormFieldBox = z.infer<typeof formFieldBoxSchema>;

export const formPageSchema = z.object({
  page: z.number().int().positive(),
  width: z.number(),
  height: z.number(),
  /** Sections whose answers appear on this page. */
  sections: z.array(z.string()),
  fields: z.array(formFieldBoxSchema),
});
export type FormPage = z.infer<typeof formPageSchema>;

export const formIdParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]+$/) });
export const formPageParamsSchema = formIdParamsSchema.extend({ page: z.coerce.number().int().positive() });

/** `GET form-field/pages/{id}`: each page of a form with the sections it shows. */
export const formPagesResponseSchema = z.object({ form: z.string(), pages: z.array(formPageSchema) });
export type FormPagesResponse = z.infer<typeof formPagesResponseSchema>;

/** `POST pdf/fillForm`: the filled form as a PDF download. */
export const fillFormRequestSchema = z.object({ form: z.string().regex(/^[a-z0-9-]+$/) });

/**
 * Where a value the case already knows comes from, named to the applicant beside the question it
 * prefills: a confirmed document, the eligibility check, My profile, the account, the safe mailing
 * address, the family members added to the case, or an answer given earlier in the legal questions.
 */
export const defaultSourceSchema = z.enum([
  'passport',
  'i94',
  'birth_certificate',
  'marriage_certificate',
  'screening',
  'profile',
  'account',
  'safe_address',
  'family_members',
  'earlier_answer',
]);
export type DefaultSource = z.infer<typeof defaultSourceSchema>;

export const questionDefaultsParamsSchema = z.object({
  config_id: z.coerce.number().int().positive(),
  question_section_id: z.coerce.number().int().positive(),
});

/**
 * A question of the legal questionnaire whose value the case already knows: shown prefilled, the
 * applicant confirms or corrects it. `value` is the answer as the engine stores it (YYYY-MM-DD dates,
 * alpha-2 countries); for a RADIO, `option_id` is the option's question id. `copy_of` names a question of
 * the same section this one repeats: its answer, once given on the device, is the value offered.
 */
export const questionDefaultSchema = z.object({
  question_id: z.number().int(),
  loop_id: z.number().int(),
  value: z.string(),
  option_id: z.number().int().optional(),
  source: defaultSourceSchema,
  copy_of: z.object({ question_id: z.number().int(), loop_id: z.number().int() }).optional(),
});
export type QuestionDefault = z.infer<typeof questionDefaultSchema>;

/** `GET deliverable/questionDefaults/:config_id/:question_section_id`. */
export const questionDefaultsResponseSchema = z.array(questionDefaultSchema);
