import { createHash } from 'node:crypto';
import type { FormFolder } from './form-files';
import type { MappingEntry, MappingFile } from './form-schema';
import { isCheckEntry, isTextEntry, isValueEntry } from './form-schema';
import type { PdfField } from './pdf-fields';

export interface FormProblem {
  readonly form: string;
  readonly field?: string;
  readonly message: string;
  /** A warning is printed but does not fail the check (an edition past its printed expiry date may be the newest one available). */
  readonly warning?: true;
}

/** Mapped fields over the fields an applicant fills; the excluded ones are listed with their reason. */
export interface FormCoverage {
  readonly form: string;
  readonly mapped: number;
  readonly fillable: number;
  readonly percent: number;
  readonly excluded: readonly { reason: string; count: number }[];
  readonly unmapped: readonly string[];
}

/** `form: field "x": message`, the line the check prints per problem. */
export const formatFormProblem = (problem: FormProblem): string =>
  `${problem.warning ? 'warning: ' : ''}forms/${problem.form}: ${problem.field === undefined ? '' : `field "${problem.field}": `}${problem.message}`;

/** A mapping's field name as the PDF names it. */
export const fullFieldName = (mapping: Pick<MappingFile, 'root'>, name: string): string =>
  `${mapping.root}.${name}`;

function entryKind(entry: MappingEntry): 'text' | 'check' | 'value' {
  if (isTextEntry(entry)) return 'text';
  if (isCheckEntry(entry)) return 'check';
  return 'value';
}

function checkEntry(
  form: string,
  name: string,
  entry: MappingEntry,
  field: PdfField | undefined,
): FormProblem[] {
  const problem = (message: string): FormProblem[] => [{ form, field: name, message }];
  if (field === undefined) return problem('no such field in the PDF');
  const kind = entryKind(entry);
  if (kind === 'check' && field.kind !== 'check') return problem(`is a ${field.kind} field, not a checkbox`);
  if (kind === 'text' && field.kind !== 'text' && field.kind !== 'dropdown')
    return problem(`is a ${field.kind} field, not a text field`);
  if (isValueEntry(entry)) {
    if (field.kind === 'check') return problem('a checkbox takes check:, not value:');
    if (field.kind === 'dropdown' && !(field.options ?? []).includes(entry.value))
      return problem(`"${entry.value}" is not one of the dropdown's options`);
    if (field.maxLength !== undefined && entry.value.length > field.maxLength)
      return problem(`"${entry.value}" is longer than the field's ${field.maxLength} characters`);
  }
  if (isTextEntry(entry) && entry.overflow !== undefined && field.maxLength !== undefined)
    if (entry.overflow.fits > field.maxLength)
      return problem(`overflow fits ${entry.overflow.fits} characters, the field holds ${field.maxLength}`);
  return [];
}

/** The fields of the continuation page: its header, its fields and every block's. */
export function continuationFields(mapping: MappingFile): string[] {
  const page = mapping.continuation;
  if (page === undefined) return [];
  return [
    ...Object.keys(page.header ?? {}),
    ...(page.fields ?? []),
    ...(page.blocks ?? []).flatMap((block) => [
      ...(block.page === undefined ? [] : [block.page]),
      block.part,
      block.question,
      block.text,
    ]),
  ];
}

/**
 * A warning, not a problem, when the form's printed expiration date has passed: USCIS often keeps
 * accepting an edition after its OMB date, and the newer one may not be obtainable yet.
 */
export function expiredEditionWarning(form: FormFolder['form'], today: string): FormProblem | undefined {
  if (form.expires === undefined || form.expires >= today) return undefined;
  return {
    form: form.id,
    message: `the ${form.edition} edition printed an expiration date of ${form.expires}: check uscis.gov for a newer edition and run npm run forms:update`,
  };
}

/** Every problem of one form folder, given its PDF's fields. */
export function checkFormFolder(folder: FormFolder, fields: readonly PdfField[]): FormProblem[] {
  const { form, mapping } = folder;
  const problems: FormProblem[] = [];
  const report = (message: string, field?: string, warning?: true): void => {
    problems.push({
      form: form.id,
      ...(field === undefined ? {} : { field }),
      message,
      ...(warning ? { warning } : {}),
    });
  };
  const digest = createHash('sha256').update(folder.pdf).digest('hex');
  if (digest !== form.file_sha256)
    report(`${form.file} has sha256 ${digest}, form.yaml says ${form.file_sha256}`);
  const pageCount = Math.max(0, ...fields.map((field) => field.page));
  if (pageCount !== form.pages)
    report(`the PDF has fields on ${pageCount} pages, form.yaml says ${form.pages}`);
  if (mapping === undefined) return problems;
  if (mapping.form !== form.id) report(`mapping.yaml names form ${mapping.form}`);

  const byName = new Map(fields.map((field) => [field.name, field]));
  const excluded = new Set<string>();
  for (const group of mapping.not_for_applicant) {
    for (const name of group.fields) {
      if (!byName.has(fullFieldName(mapping, name))) report('excluded field does not exist in the PDF', name);
      if (name in mapping.fields) report('is both mapped and excluded', name);
      excluded.add(name);
    }
  }
  for (const [name, entry] of Object.entries(mapping.fields)) {
    const field = byName.get(fullFieldName(mapping, name));
    problems.push(...checkEntry(form.id, name, entry, field));
    if (field?.readOnly === true && field.kind === 'check')
      report('a read-only checkbox cannot be ticked', name);
  }
  for (const name of continuationFields(mapping)) {
    const field = byName.get(fullFieldName(mapping, name));
    if (field === undefined) report('continuation field does not exist in the PDF', name);
    else if (field.kind !== 'text') report('continuation field is not a text field', name);
  }
  return problems;
}

/** Coverage of one mapping: mapped fields over the fields an applicant must fill. */
export function formCoverage(form: string, mapping: MappingFile, fields: readonly PdfField[]): FormCoverage {
  const excludedNames = new Set(mapping.not_for_applicant.flatMap((group) => group.fields));
  const continuation = new Set(continuationFields(mapping));
  const prefix = `${mapping.root}.`;
  const applicantFields = fields
    .map((field) => (field.name.startsWith(prefix) ? field.name.slice(prefix.length) : field.name))
    .filter((name) => !excludedNames.has(name));
  const covered = applicantFields.filter((name) => name in mapping.fields || continuation.has(name));
  const fillable = applicantFields.length;
  return {
    form,
    mapped: covered.length,
    fillable,
    percent: fillable === 0 ? 100 : Math.floor((covered.length / fillable) * 1000) / 10,
    excluded: mapping.not_for_applicant.map((group) => ({
      reason: group.reason,
      count: group.fields.length,
    })),
    unmapped: applicantFields.filter((name) => !(name in mapping.fields) && !continuation.has(name)),
  };
}
