import type {
  FormExplanation,
  FormFolder,
  FormList,
  MappingEntry,
  MappingFile,
  TextEntry,
} from '@camino/content';
import {
  fieldFontSize,
  fittingSize,
  FLOOR_SIZE,
  isCheckEntry,
  isTextEntry,
  itemOfTooltip,
  labelSize,
  loadPdfForm,
  ruleApplies,
  SEE_BELOW,
  setFieldFontSize,
  skippedFields,
  tooltipOf,
} from '@camino/content';
import type { PDFDocument, PDFField, PDFFont, PDFForm } from 'pdf-lib';
import { PDFCheckBox, PDFDropdown, PDFName, PDFTextField, StandardFonts } from 'pdf-lib';
import { addAddendumPages } from './addendum-pages';
import type { CopyField } from './continuation-pages';
import { addContinuationCopy, continuationSheets, continuedHeading, linesInBox } from './continuation-pages';
import { formatValue } from './format-value';
import { orderLoops } from './loop-order';
import type { FormValues } from './form-values';
import { readValue } from './form-values';

/** Text too long for its field, continued on the form's continuation page. */
export interface Continuation {
  /** The form page the continued item is printed on, when known. */
  readonly page?: number;
  readonly part: string;
  readonly question: string;
  readonly text: string;
}

/** Embeds a font able to draw `text` (names in their own alphabet), or returns null when the form's font can. */
export type FontFor = (doc: PDFDocument, text: string) => Promise<PDFFont | null>;

export interface FillOptions {
  readonly fontFor?: FontFor;
}

export interface FilledForm {
  readonly pdf: Uint8Array;
  /** Fields that received a value, by full name. */
  readonly filled: ReadonlyMap<string, string | boolean>;
  readonly continuations: readonly Continuation[];
  /** Fields left empty because no shipped font can print their answer; the applicant writes them by hand. */
  readonly handwritten: readonly string[];
  /** The printed form's pages plus those filling added after them (continuation copies, addenda). */
  readonly pageCount: number;
}

const CONTINUATION_FONT_SIZE = 8;

/**
 * The dropdown option for an answer: the same text, else the option that differs only by the spaces some
 * forms pad their options with (" TX"), else the coded option it names ("B2 - TEMPORARY VISITOR…" for B2).
 */
export function dropdownOption(options: readonly string[], text: string): string | undefined {
  return (
    options.find((option) => option === text) ??
    options.find((option) => option.trim() === text) ??
    options.find((option) => option.trim().startsWith(`${text} - `))
  );
}

/** Wording printed in a field whose answer continues on the continuation page. */
export const CONTINUED = 'See Supplement B.';

function textOf(entry: TextEntry, values: FormValues): string | undefined {
  const keys = Array.isArray(entry.text) ? entry.text : [entry.text];
  const parts = keys
    .map((key) => readValue(values, key, entry.item))
    .filter((part): part is string => part !== undefined)
    .map((part) => entry.values?.[part] ?? part)
    .map((part) => formatValue(part, entry.format))
    .filter((part): part is string => part !== undefined && part !== '');
  return parts.length === 0 ? undefined : parts.join(entry.join ?? ' ');
}

function isChecked(entry: MappingEntry, values: FormValues): boolean {
  if (!isCheckEntry(entry)) return false;
  if (entry.if !== undefined && readValue(values, entry.if, entry.item) === undefined) return false;
  const value = readValue(values, entry.check, entry.item);
  if (entry.unchosen === true) return value !== 'true';
  if (value === undefined) return false;
  if (entry.when === undefined) return value === 'true';
  return (Array.isArray(entry.when) ? entry.when : [entry.when]).includes(value);
}

/** The value an entry gives its field: text, a tick, or nothing. */
export function entryValue(entry: MappingEntry, values: FormValues): string | boolean | undefined {
  if (isTextEntry(entry)) return textOf(entry, values);
  if (isCheckEntry(entry)) return isChecked(entry, values) ? true : undefined;
  if (entry.if !== undefined && readValue(values, entry.if, entry.item) === undefined) return undefined;
  return entry.value;
}

/** A form's fields by full name. pdf-lib's own getField walks every field on each call. */
interface FormFields {
  readonly form: PDFForm;
  field(name: string): PDFField;
}

function formFields(form: PDFForm): FormFields {
  const byName = new Map(form.getFields().map((field) => [field.getName(), field]));
  return {
    form,
    field(name) {
      const field = byName.get(name);
      if (field === undefined) throw new Error(`No field ${name} in the form`);
      return field;
    },
  };
}

/** WinAnsi (the form's Helvetica) draws Latin-1 text; anything else needs an embedded font. */
const needsOwnFont = (text: string): boolean => [...text].some((char) => char.codePointAt(0)! > 0xff);

/**
 * What writing a field did: set it, left it for the applicant's hand (no font prints it, or a list
 * that does not offer it), or found it too long to read whole even at the floor size.
 */
type Written = 'set' | 'handwritten' | 'too_long';

/**
 * Writes a text field at the largest size down to the floor at which it shows whole. Text too long even
 * then is written at the floor when `whole` (a continuation page's own fields, which nothing continues),
 * else left for the caller to continue on the form's additional-information part.
 */
async function setText(
  doc: PDFDocument,
  fields: FormFields,
  name: string,
  text: string,
  options: FillOptions,
  whole = false,
): Promise<Written> {
  const field = fields.field(name);
  if (field instanceof PDFDropdown) {
    // An answer the list does not offer (a state typed in full) is left for the applicant to choose.
    const option = dropdownOption(field.getOptions(), text);
    if (option === undefined) return 'handwritten';
    field.select(option);
    field.updateAppearances(fields.form.getDefaultFont());
    return 'set';
  }
  if (!(field instanceof PDFTextField)) throw new Error(`${name} is not a text field`);
  const maxLength = field.getMaxLength();
  if (maxLength !== undefined && text.length > maxLength) return 'handwritten';
  const font = needsOwnFont(text) ? await options.fontFor?.(doc, text) : fields.form.getDefaultFont();
  if (!font) return 'handwritten';
  const size = fittingSize(field, text, font);
  if (size === undefined && !whole) return 'too_long';
  if (size !== fieldFontSize(field)) setFieldFontSize(field, size ?? FLOOR_SIZE);
  // Some answer fields are read-only in the official file and still need their values.
  if (field.isRichFormatted()) field.disableRichFormatting();
  field.setText(text);
  field.updateAppearances(font);
  return 'set';
}

/** Where a field's text continues: the part and item its mapping names, else those of the form's tooltip. */
function continuedItem(
  doc: PDFDocument,
  fields: FormFields,
  name: string,
  entry: MappingEntry,
): Pick<Continuation, 'page' | 'part' | 'question'> {
  const page = pageOfField(doc, fields, name);
  const declared = isTextEntry(entry) ? entry.overflow : undefined;
  const field = fields.field(name);
  const tooltip = field instanceof PDFTextField ? tooltipOf(field) : undefined;
  const item = declared ?? (tooltip === undefined ? undefined : itemOfTooltip(tooltip));
  return {
    ...(page === undefined ? {} : { page }),
    part: item?.part ?? (page === undefined ? 'Form' : `Page ${page}`),
    question: item?.question || (tooltip ?? name),
  };
}

function continuationText(continuations: readonly Continuation[]): string {
  return continuations.map((item) => `${continuedHeading(item)}\n${item.text}`).join('\n\n');
}

/** The 1-based page of a field's first widget. */
function pageOfField(doc: PDFDocument, fields: FormFields, name: string): number | undefined {
  const widget = fields.field(name).acroField.getWidgets()[0];
  const index = doc.getPages().findIndex((page) => page.ref === widget?.P());
  return index < 0 ? undefined : index + 1;
}

/**
 * How the form's own rows print each answer (its format and words), so items continued past the rows
 * print the same: a country code as the country's English name, an option as the form's word.
 */
export function printedAnswers(mapping: Pick<MappingFile, 'fields'>): ReadonlyMap<string, TextEntry> {
  const printed = new Map<string, TextEntry>();
  for (const entry of Object.values(mapping.fields))
    if (isTextEntry(entry) && !Array.isArray(entry.text) && !printed.has(entry.text))
      printed.set(entry.text, entry);
  return printed;
}

/** Loop items after the form's rows, one line each, continued under the list's part and question. */
export function listContinuations(
  lists: readonly FormList[],
  values: FormValues,
  printed: ReadonlyMap<string, TextEntry> = new Map(),
): Continuation[] {
  const result: Continuation[] = [];
  const print = (key: string, value: string): string => {
    const entry = printed.get(key);
    if (entry !== undefined) return formatValue(entry.values?.[value] ?? value, entry.format) ?? value;
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? (formatValue(value, 'date') ?? value) : value;
  };
  for (const list of lists) {
    const lines: string[] = [];
    for (let item = list.rows + 1; ; item++) {
      const parts = list.keys
        .map((key) => {
          const value = readValue(values, key, item);
          return value === undefined ? undefined : print(key, value);
        })
        .filter((part): part is string => part !== undefined && part !== '');
      if (parts.length === 0) break;
      lines.push(`${item}. ${parts.join('; ')}`);
    }
    if (lines.length > 0)
      result.push({
        ...(list.page === undefined ? {} : { page: list.page }),
        part: list.part,
        question: list.question,
        text: lines.join('\n'),
      });
  }
  return result;
}

/** The explanations the form asks for on its continuation page, for the answers they explain. */
export function explanationContinuations(
  explanations: readonly FormExplanation[],
  values: FormValues,
): Continuation[] {
  return explanations.flatMap((explanation) => {
    const text = readValue(values, explanation.text);
    const when = Array.isArray(explanation.when) ? explanation.when : [explanation.when];
    const answer = readValue(values, explanation.if);
    if (text === undefined || answer === undefined || !when.includes(answer)) return [];
    return [{ page: explanation.page, part: explanation.part, question: explanation.question, text }];
  });
}

/**
 * The lines of wrapped text a multi-line field shows at `size`. Viewers that redraw the field (poppler,
 * some browsers) space lines wider than pdf-lib does, so a line counts as 1.2 times the size.
 */
function linesThatFit(field: PDFTextField, size: number): number {
  const height = field.acroField.getWidgets()[0]?.getRectangle().height ?? 0;
  return Math.max(1, Math.floor((height - 4) / (size * 1.2)));
}

/** Written where a block's text goes on in the added pages. */
const CONTINUED_AFTER = '(Continued on the additional pages after this form.)';

/** Fills the continuation page; returns what its blocks had no room for, for pages added after the form. */
async function fillContinuation(
  doc: PDFDocument,
  fields: FormFields,
  mapping: MappingFile,
  values: FormValues,
  continuations: readonly Continuation[],
  filled: Map<string, string | boolean>,
  options: FillOptions,
): Promise<Continuation[]> {
  const page = mapping.continuation;
  const rest: Continuation[] = [];
  if (page === undefined || continuations.length === 0) return rest;
  const write = async (name: string, text: string): Promise<void> => {
    const full = `${mapping.root}.${name}`;
    if ((await setText(doc, fields, full, text, options, true)) === 'set') filled.set(full, text);
  };
  // The parts and items continued are listed in their small boxes when they fit, else the text says them.
  const writeLabel = async (name: string, text: string): Promise<void> => {
    const full = `${mapping.root}.${name}`;
    const written = await setText(doc, fields, full, text, options);
    if (written === 'set') filled.set(full, text);
    else if (written === 'too_long') await write(name, SEE_BELOW);
  };
  const writeWrapped = async (name: string, text: string): Promise<string | undefined> => {
    // pdf-lib wraps a long line in quadratic time (seconds for a page of text), so lines are broken
    // here, word by word, at the field's width and a fixed size.
    const field = fields.field(`${mapping.root}.${name}`);
    if (!(field instanceof PDFTextField)) throw new Error(`${name} is not a text field`);
    field.setFontSize(CONTINUATION_FONT_SIZE);
    const font = doc.embedStandardFont(StandardFonts.Helvetica);
    const width = (field.acroField.getWidgets()[0]?.getRectangle().width ?? 500) - 8;
    const lines = wrapLines(text, font, CONTINUATION_FONT_SIZE, width).split('\n');
    const fit = linesThatFit(field, CONTINUATION_FONT_SIZE);
    if (lines.length <= fit) {
      await write(name, lines.join('\n'));
      return undefined;
    }
    // The block shows what fits and says where the rest is; the rest goes on the added pages.
    await write(name, [...lines.slice(0, fit - 1), CONTINUED_AFTER].join('\n'));
    return lines
      .slice(fit - 1)
      .join(' ')
      .replace(/ {2,}/g, ' ');
  };
  for (const [name, key] of Object.entries(page.header ?? {})) {
    const value = readValue(values, key);
    if (value !== undefined) await write(name, value);
  }
  const unique = (items: string[]): string => [...new Set(items)].join(', ');
  if (page.blocks !== undefined) {
    const blocks = page.blocks;
    for (const [index, block] of blocks.entries()) {
      const last = index === blocks.length - 1;
      const items = last ? continuations.slice(index) : continuations.slice(index, index + 1);
      if (items.length === 0) break;
      const pages = items.flatMap((item) => (item.page === undefined ? [] : [String(item.page)]));
      if (block.page !== undefined && pages.length > 0) await write(block.page, unique(pages));
      const parts = unique(items.map((item) => item.part.replace(/^Part /, '')));
      const questions = unique(items.map((item) => item.question));
      await writeLabel(block.part, parts);
      await writeLabel(block.question, questions);
      const text = items.length === 1 && !last ? items[0]!.text : continuationText(items);
      const more = await writeWrapped(block.text, text);
      if (more !== undefined)
        rest.push({
          ...(pages.length > 0 ? { page: Number(pages[0]) } : {}),
          part: `Part ${parts}`,
          question: questions,
          text: more,
        });
    }
    return rest;
  }
  const [partField, questionField, textField] = page.fields ?? [];
  if (partField === undefined) return rest;
  if (textField === undefined || questionField === undefined) {
    await write(partField, continuationText(continuations));
    return rest;
  }
  // What does not fit one page continues on copies of it, each with its header, parts and questions.
  const box = fields.field(`${mapping.root}.${textField}`).acroField.getWidgets()[0]?.getRectangle();
  const font = doc.embedStandardFont(StandardFonts.Helvetica);
  const width = (box?.width ?? 500) - 8;
  const sheets = continuationSheets(
    continuations,
    (text) => wrapLines(text, font, CONTINUATION_FONT_SIZE, width),
    box === undefined ? Infinity : linesInBox(box.height, font, CONTINUATION_FONT_SIZE),
  );
  const [first, ...more] = sheets;
  if (first === undefined) return rest;
  await writeLabel(partField, first.parts.join(', '));
  await writeLabel(questionField, first.questions.join(', '));
  const text = fields.field(`${mapping.root}.${textField}`);
  if (text instanceof PDFTextField) text.setFontSize(CONTINUATION_FONT_SIZE);
  await write(textField, first.text);
  const header = await headerTexts(doc, page.header ?? {}, values, options, font);
  const label = (name: string, text: string): CopyField => {
    const width =
      fields.field(`${mapping.root}.${name}`).acroField.getWidgets()[0]?.getRectangle().width ?? 0;
    const size = labelSize(text, font, 9, width);
    return size === undefined ? { name, text: SEE_BELOW, size: 9, font } : { name, text, size, font };
  };
  for (const [index, sheet] of more.entries()) {
    const copyFields = [
      ...header,
      label(partField, sheet.parts.join(', ')),
      label(questionField, sheet.questions.join(', ')),
      { name: textField, text: sheet.text, size: CONTINUATION_FONT_SIZE, multiline: true, font },
    ];
    const copied = await addContinuationCopy(
      doc,
      {
        root: mapping.root,
        page: page.page,
        afterPage: page.page + index,
        copy: `SupplementB${index + 2}[0]`,
      },
      copyFields,
    );
    for (const [name, value] of copied) filled.set(name, value);
  }
  return rest;
}

/** The continuation page's header (the applicant's name, the A-Number) as copies of it print it. */
async function headerTexts(
  doc: PDFDocument,
  header: Readonly<Record<string, string>>,
  values: FormValues,
  options: FillOptions,
  standard: PDFFont,
): Promise<CopyField[]> {
  const result: CopyField[] = [];
  for (const [name, key] of Object.entries(header)) {
    const text = readValue(values, key);
    if (text === undefined) continue;
    const font = needsOwnFont(text) ? await options.fontFor?.(doc, text) : standard;
    if (font) result.push({ name, text, size: 10, font });
  }
  return result;
}

/** The form's printed name: "i-914supb" is "Form I-914, Supplement B". */
export function formTitle(form: string): string {
  const supplement = /^(.*)sup([a-z])$/.exec(form);
  const base = (supplement?.[1] ?? form).toUpperCase();
  return supplement === null ? `Form ${base}` : `Form ${base}, Supplement ${supplement[2]!.toUpperCase()}`;
}

/** The applicant's name and A-Number from the continuation page's header, for the added pages. */
function addendumLines(mapping: MappingFile, values: FormValues): string[] {
  const keys = Object.values(mapping.continuation?.header ?? {});
  const read = (suffix: string): string | undefined => {
    const key = keys.find((candidate) => candidate.endsWith(suffix));
    return key === undefined ? undefined : readValue(values, key);
  };
  const name = ['given_name', 'middle_name', 'family_name']
    .map(read)
    .filter((part) => part !== undefined)
    .join(' ');
  const aNumber = read('a_number');
  return [
    ...(name === '' ? [] : [`Name: ${name}`]),
    ...(aNumber === undefined ? [] : [`A-Number: A-${aNumber}`]),
  ];
}

/** Breaks text into lines no wider than `width` at `size`, keeping the paragraphs it has. */
export function wrapLines(text: string, font: PDFFont, size: number, width: number): string {
  const space = font.widthOfTextAtSize(' ', size);
  return text
    .split('\n')
    .map((paragraph) => {
      const lines: string[] = [];
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(' ')) {
        const wordWidth = font.widthOfTextAtSize(word, size);
        if (line !== '' && lineWidth + space + wordWidth > width) {
          lines.push(line);
          line = word;
          lineWidth = wordWidth;
        } else {
          line = line === '' ? word : `${line} ${word}`;
          lineWidth = line === word ? wordWidth : lineWidth + space + wordWidth;
        }
      }
      lines.push(line);
      return lines.join('\n');
    })
    .join('\n');
}

/** The fields the form's own skip rules leave empty with these answers. */
export function skippedByRules(
  mapping: Pick<MappingFile, 'fields' | 'skips'>,
  values: FormValues,
): Set<string> {
  const skipped = new Set<string>();
  for (const rule of mapping.skips ?? [])
    if (ruleApplies(rule, (key, item) => readValue(values, key, item)))
      for (const name of skippedFields(mapping, rule)) skipped.add(name);
  return skipped;
}

/**
 * Saved without object streams: compressing them took a third of a fill, for a file half as large.
 * Only the fields a fill sets get new appearances (each as it is set): regenerating the hundreds of
 * empty fields the official file draws without one, as save() does by default, took most of a fill.
 */
const SAVE_OPTIONS = { useObjectStreams: false, updateFieldAppearances: false, objectsPerTick: Infinity };

const prepared = new WeakMap<Uint8Array, Promise<Uint8Array>>();

/**
 * The official file as every fill starts from it, made once per process: without the XFA copy and the
 * usage-rights signature (any change breaks it and Adobe Reader then warns), and saved the way fills
 * are, which parses faster than the published object streams.
 */
function preparedTemplate(pdf: Uint8Array): Promise<Uint8Array> {
  let bytes = prepared.get(pdf);
  if (bytes === undefined) {
    bytes = loadPdfForm(pdf).then((doc) => {
      doc.catalog.delete(PDFName.of('Perms'));
      return doc.save(SAVE_OPTIONS);
    });
    prepared.set(pdf, bytes);
  }
  return bytes;
}

/**
 * Fills an official form from the values: each mapped field gets its formatted answer or tick, text
 * too long for its field continues on the continuation page, and the form stays fillable (fields
 * kept) so the applicant can still correct a typo by hand. The usage-rights signature is removed,
 * because any change breaks it and Adobe Reader then warns.
 */
export async function fillForm(
  template: Pick<FormFolder, 'pdf' | 'mapping'>,
  answers: FormValues,
  options: FillOptions = {},
): Promise<FilledForm> {
  const mapping = template.mapping;
  if (mapping === undefined) throw new Error('This form has no mapping');
  // Lists the form asks "beginning with the most recent" are printed so, whatever the typed order.
  const values = orderLoops(answers, mapping.orders ?? []);
  const doc = await loadPdfForm(await preparedTemplate(template.pdf));
  const fields = formFields(doc.getForm());
  const filled = new Map<string, string | boolean>();
  const continuations: Continuation[] = [];
  const handwritten: string[] = [];
  const note = mapping.continuation?.note ?? CONTINUED;

  const skipped = skippedByRules(mapping, values);
  for (const [name, entry] of Object.entries(mapping.fields)) {
    const full = `${mapping.root}.${name}`;
    if (skipped.has(name)) continue;
    const value = entryValue(entry, values);
    if (value === undefined) continue;
    if (value === true) {
      const box = fields.field(full);
      if (!(box instanceof PDFCheckBox)) throw new Error(`${full} is not a checkbox`);
      box.check();
      if (box.needsAppearancesUpdate()) box.defaultUpdateAppearances();
      filled.set(full, true);
      continue;
    }
    if (value === false) continue;
    const overflow = isTextEntry(entry) ? entry.overflow : undefined;
    const written =
      overflow !== undefined && value.length > overflow.fits
        ? 'too_long'
        : await setText(doc, fields, full, value, options);
    if (written === 'set') filled.set(full, value);
    else if (written === 'handwritten') handwritten.push(full);
    else {
      continuations.push({ ...continuedItem(doc, fields, full, entry), text: value });
      // A note longer than a small field (an apartment number) leaves it empty: the page says it all.
      if ((await setText(doc, fields, full, note, options)) === 'set') filled.set(full, note);
    }
  }
  continuations.push(...explanationContinuations(mapping.explanations ?? [], values));
  continuations.push(...listContinuations(mapping.lists ?? [], values, printedAnswers(mapping)));
  const rest = await fillContinuation(doc, fields, mapping, values, continuations, filled, options);
  // A form without its own additional-information part is continued on a sheet added after it.
  const title =
    mapping.continuation === undefined
      ? `${formTitle(mapping.form)} (continued)`
      : (mapping.continuation.addendum ?? `${formTitle(mapping.form)}, Additional Information (continued)`);
  const added = mapping.continuation === undefined ? continuations : rest;
  if (title !== undefined)
    await addAddendumPages(doc, { title, lines: addendumLines(mapping, values) }, added, options.fontFor);
  const pageCount = doc.getPageCount();
  const pdf = await doc.save(SAVE_OPTIONS);
  return { pdf, filled, continuations, handwritten, pageCount };
}
