import { z } from 'zod';
import { localizedSchema } from '../schema';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD');
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 is 64 lower-case hex digits');

/** Answer keys are `<section>.<question>` (a loop item adds `#n`); `computed.*` come from the server. */
const keySchema = z.string().regex(/^[a-z_]+(\.[a-z0-9_]+)+$/, 'a key is section.question');

/** A fee by the date it applies from, in whole U.S. dollars. */
const feeSchema = z.strictObject({
  from: isoDate,
  initial: z.number().int().min(0),
  renewal: z.number().int().min(0),
});
export type FormFee = z.infer<typeof feeSchema>;

/** content/forms/<id>/form.yaml: which official file this is and how to tell it is the right one. */
export const formFileSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: localizedSchema,
  /** Edition date printed in the footer, as USCIS writes it (MM/DD/YY). */
  edition: z.string().regex(/^\d{2}\/\d{2}\/\d{2}$/, 'the edition is MM/DD/YY, as printed'),
  /** OMB expiration date printed on the form (some, like the G-1145, print none); an expired edition is warned about. */
  expires: isoDate.optional(),
  /** Where `forms:update` fetches the current edition. */
  source: z.url(),
  /** sha256 of the file as USCIS published it (encrypted). */
  published_sha256: sha256,
  /** The decrypted copy kept beside this file, and its sha256. */
  file: z.string().regex(/^[a-z0-9-]+\.pdf$/),
  file_sha256: sha256,
  pages: z.number().int().positive(),
  /** Case types that file this form, filled from their legal questionnaire. */
  strategies: z.array(z.enum(['asylum', 'vawasp', 'vawach', 'tvisa'])).min(1),
  /** A form that may be filed only some days after a date the applicant records (the asylum work permit). */
  offered_after: z
    .strictObject({
      date: keySchema,
      days: z.number().int().positive(),
      /** The case types the wait applies to (all when absent): the T visa work permit is filed at once. */
      strategies: z
        .array(z.enum(['asylum', 'vawasp', 'vawach', 'tvisa']))
        .min(1)
        .optional(),
    })
    .optional(),
  /** Not filed when this answer is `no` (the T visa I-765 when the applicant does not want a work permit). */
  unless_no: keySchema.optional(),
  /** Filed only when one of these answers is `yes` (the I-192 waiver, when a ground of inadmissibility applies). */
  filed_if_any_yes: z.array(keySchema).min(1).optional(),
  /**
   * A form filled once per item of a loop of the legal answers (T visa Supplement A: one per relative),
   * for the items the named rule lets in. `list` is the prefix of the loop's keys (`family.relative_`);
   * each copy reads its item's answers without the item number.
   */
  per: z
    .strictObject({ list: z.string().regex(/^[a-z_]+\.[a-z0-9_]+$/), eligible: z.enum(['tvisa_family']) })
    .optional(),
  /**
   * The same form filled again for each item of a loop the named rule lets in, once per work permit
   * category (`c40` is (c)(40)): the I-765 of each T visa family member in the U.S. who asks for a work
   * permit. Each copy reads the relative's answers in place of the applicant's.
   */
  for_relatives: z
    .strictObject({
      list: z.string().regex(/^[a-z_]+\.[a-z0-9_]+$/),
      eligible: z.enum(['tvisa_family_work_permit']),
      categories: z.array(z.string().regex(/^[a-c]\d+$/)).min(1),
    })
    .optional(),
  /** The filing fee by the date it applies from, oldest first. */
  fees: z.array(feeSchema).min(1).optional(),
});
export type FormFile = z.infer<typeof formFileSchema>;

/** How a value is written into a text field. */
export const TEXT_FORMATS = [
  'plain',
  /** MM/DD/YYYY from YYYY-MM-DD. */
  'date',
  /** MM/YYYY from YYYY-MM-DD or YYYY-MM. */
  'month_year',
  /** Digits only (A-Numbers, SSNs, I-94 numbers). */
  'digits',
  /** The three-digit area code of a U.S. phone number. */
  'area_code',
  /** The seven digits after the area code. */
  'local_number',
  'upper',
  /** The ten digits of a U.S. phone number, without the country code. */
  'us_phone',
  /** A country's English name from its ISO 3166-1 alpha-2 code (other text is kept). */
  'country',
  /** A language's English name from its ISO 639-1 code (other text is kept). */
  'language',
] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

/** Where text too long for its field continues (I-589 Supplement B or the form's own continuation page). */
const overflowSchema = z.strictObject({
  /** Characters the field shows legibly; longer text continues on the continuation page. */
  fits: z.number().int().positive(),
  /** Part and question printed before the continued text, e.g. "Part B" / "1.A". */
  part: z.string(),
  question: z.string(),
});

const itemShape = {
  /** Loop item (1-based) the value is read from: `key#item`. */
  item: z.number().int().positive().optional(),
};

export const textEntrySchema = z.strictObject({
  /** One key, or several joined by `join` (empty ones skipped). */
  text: z.union([keySchema, z.array(keySchema).min(1)]),
  join: z.string().optional(),
  format: z.enum(TEXT_FORMATS).optional(),
  /** Printed words for coded answers (an option id → the form's word). */
  values: z.record(z.string(), z.string()).optional(),
  overflow: overflowSchema.optional(),
  ...itemShape,
});

export const checkEntrySchema = z.strictObject({
  /** Ticked when the answer equals `when` (an option id), or is 'true' when `when` is absent. */
  check: keySchema,
  when: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
  /**
   * Ticked when the option was not chosen: the No box of a question answered by a checkbox list of the
   * items that apply. Needs `if`, the question that says the list was answered, so a skipped list stays blank.
   */
  unchosen: z.literal(true).optional(),
  /** Ticked only when this key has an answer. */
  if: keySchema.optional(),
  ...itemShape,
});

export const valueEntrySchema = z.strictObject({
  /** A fixed value (e.g. "N/A" where the form asks for it). */
  value: z.string(),
  /** Written only when this key has an answer. */
  if: keySchema.optional(),
  ...itemShape,
});

export const mappingEntrySchema = z.union([textEntrySchema, checkEntrySchema, valueEntrySchema]);
export type MappingEntry = z.infer<typeof mappingEntrySchema>;
export type TextEntry = z.infer<typeof textEntrySchema>;
export type CheckEntry = z.infer<typeof checkEntrySchema>;
export type ValueEntry = z.infer<typeof valueEntrySchema>;

/** One block of a continuation page: the fields of its page, part and item numbers and its text. */
const continuationBlockSchema = z.strictObject({
  page: z.string().optional(),
  part: z.string(),
  question: z.string(),
  text: z.string(),
});
export type ContinuationBlock = z.infer<typeof continuationBlockSchema>;

/** A loop the form prints in `rows` rows; items after them go to the continuation page, one line each. */
const listSchema = z.strictObject({
  /** The answers printed for each item, in order. */
  keys: z.array(keySchema).min(1),
  rows: z.number().int().min(0),
  /** Form page of the rows, for continuation pages that ask for it. */
  page: z.number().int().positive().optional(),
  part: z.string(),
  question: z.string(),
});
export type FormList = z.infer<typeof listSchema>;

/**
 * An explanation the form asks for on its continuation page (I-360 Part 4, Items 5 and 6: "provide an
 * explanation in Part 15"), printed there under the part and item it explains.
 */
const explanationSchema = z.strictObject({
  text: keySchema,
  /** Printed only when this answer is `when`, or one of them (the answers the explanation is for). */
  if: keySchema,
  when: z.union([z.string(), z.array(z.string()).min(1)]),
  /** Form page of the item explained. */
  page: z.number().int().positive(),
  part: z.string(),
  question: z.string(),
});
export type FormExplanation = z.infer<typeof explanationSchema>;

/**
 * Which address fills an address item of the form: `residence` where the form asks where the applicant
 * lives, `notice` or `safe` where USCIS writes, the others for addresses the form asks about someone or
 * somewhere else. The form's instructions decide, item by item.
 */
export const ADDRESS_SOURCE_NAMES = [
  'residence',
  'notice',
  'safe',
  'shared_with_abuser',
  'abroad',
  'relative_residence',
  'relative_mailing',
] as const;

const addressItemSchema = z.strictObject({
  /** Part and item as printed ("Part 2, Item 5"). */
  item: z.string(),
  /** What the form's instructions ask for there, in their words. */
  asks: z.string(),
  source: z.enum(ADDRESS_SOURCE_NAMES),
  fields: z.array(z.string()).min(1),
});
export type AddressItem = z.infer<typeof addressItemSchema>;

/**
 * One "if …, skip to …" or "if …, leave blank" of the form's instructions: while the answer `if` is one
 * of `is`, the fields named (or whose names match `matching`) stay empty, whatever else is known.
 */
const skipSchema = z
  .strictObject({
    /** The instruction, in the form's words, with its part and item. */
    rule: z.string(),
    if: keySchema,
    is: z.union([z.string(), z.array(z.string()).min(1)]),
    /** Loop item (1-based) of the answer, for a rule of one row (a child not in the U.S.). */
    item: z.number().int().positive().optional(),
    fields: z.array(z.string()).min(1).optional(),
    /** A regular expression over the mapped field names. */
    matching: z.string().optional(),
    /** The mapped fields that read these answers (`family.child_*` for every child answer), of `item` if given. */
    reading: z
      .array(z.string().regex(/^[a-z_]+\.[a-z0-9_]+\*?$/))
      .min(1)
      .optional(),
  })
  .refine(
    (skip) => skip.fields !== undefined || skip.matching !== undefined || skip.reading !== undefined,
    'give fields, matching or reading',
  );
export type SkipRule = z.infer<typeof skipSchema>;

/**
 * A list the form asks "beginning with the most recent": its loop items are printed newest first,
 * whatever order they were typed in, sorted by the dates `by` (the first that differs decides; an
 * empty date, such as the end of a present job, counts as today).
 */
const orderSchema = z.strictObject({
  /** The instruction, in the form's words, with its part and item. */
  rule: z.string(),
  /** Every answer of the loop: an item's answers move together. */
  loop: z.array(keySchema).min(1),
  by: z.array(keySchema).min(1),
});
export type LoopOrder = z.infer<typeof orderSchema>;

/** content/forms/<id>/mapping.yaml. Field names are written without the common `root.` prefix. */
export const mappingFileSchema = z.strictObject({
  form: z.string(),
  root: z.string(),
  /** Fields the applicant does not fill (officer, preparer, interpreter, barcodes), with the reason. */
  not_for_applicant: z.array(z.strictObject({ reason: z.string(), fields: z.array(z.string()).min(1) })),
  /** Continuation page: the fields that receive text too long for its own field. */
  continuation: z
    .strictObject({
      /** Repeated on the continuation page: key → field. */
      header: z.record(z.string(), keySchema).optional(),
      /** One block for every continued answer: part, question and text fields (I-589 Supplement B). */
      fields: z.array(z.string()).min(1).optional(),
      /** A block per continued answer, in order; the last one takes what does not fit (I-765 Part 6). */
      blocks: z.array(continuationBlockSchema).min(1).optional(),
      /** Written in a field whose answer continues; "See Supplement B." when absent. */
      note: z.string().optional(),
      /** Page (1-based) of the continuation sheet. */
      page: z.number().int().positive(),
      /**
       * Title of the pages added after the form for what the blocks have no room for; without it, text
       * that does not fit its block is cut where the field ends.
       */
      addendum: z.string().optional(),
    })
    .refine((page) => page.fields !== undefined || page.blocks !== undefined, 'give fields or blocks')
    .optional(),
  /** Loops with more items than the form has rows: the rest continue on the continuation page. */
  lists: z.array(listSchema).optional(),
  /** Explanations printed on the continuation page, before the lists. */
  explanations: z.array(explanationSchema).optional(),
  /** Every address item of the form and the address that fills it; each address field is in one. */
  addresses: z.array(addressItemSchema).optional(),
  /** Lists the form prints most recent first. */
  orders: z.array(orderSchema).optional(),
  /** The form's own skip rules. */
  skips: z.array(skipSchema).optional(),
  fields: z.record(z.string(), mappingEntrySchema),
});
export type MappingFile = z.infer<typeof mappingFileSchema>;

export const isTextEntry = (entry: MappingEntry): entry is TextEntry => 'text' in entry;
export const isCheckEntry = (entry: MappingEntry): entry is CheckEntry => 'check' in entry;
export const isValueEntry = (entry: MappingEntry): entry is ValueEntry => 'value' in entry;
