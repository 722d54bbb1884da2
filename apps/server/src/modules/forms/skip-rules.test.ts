import type { MappingEntry, MappingFile, SkipRule } from '@camino/content';
import { formIds, isCheckEntry, isTextEntry, loadFormFolder, skippedFields } from '@camino/content';
import { PDFCheckBox, PDFDocument, PDFDropdown, PDFTextField } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fillForm } from './fill-form';
import { valueKey } from './form-values';

/** A value every field of the entry prints: a date for dates, digits for numbers, the option that ticks a box. */
function answersFor(entry: MappingEntry): [string, string][] {
  const key = (name: string): string => (entry.item === undefined ? name : valueKey(name, entry.item));
  if (isCheckEntry(entry)) {
    const when = entry.when === undefined ? 'true' : [entry.when].flat()[0]!;
    return [
      [key(entry.check), when],
      ...(entry.if === undefined ? [] : [[key(entry.if), 'yes'] as [string, string]]),
    ];
  }
  if (isTextEntry(entry)) {
    const value = ['date', 'month_year'].includes(entry.format ?? '')
      ? '2020-03-04'
      : entry.format === 'digits'
        ? '123456789'
        : ['us_phone', 'area_code', 'local_number'].includes(entry.format ?? '')
          ? '7135550100'
          : // A status code of the I-914's list (B2), else a state of the address lists (TX).
            entry.format === 'upper'
            ? 'B2'
            : 'TX';
    const choice =
      entry.values === undefined ? value : Object.keys(entry.values).find((id) => entry.values![id] !== '')!;
    return [entry.text].flat().map((name) => [key(name), choice]);
  }
  return entry.if === undefined ? [] : [[key(entry.if), 'yes']];
}

/** Values filling every field a rule skips, with the rule's answer set to `answer`. */
function valuesFor(mapping: MappingFile, rule: SkipRule, answer: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const name of skippedFields(mapping, rule))
    for (const [key, value] of answersFor(mapping.fields[name]!)) values.set(key, value);
  values.set(rule.item === undefined ? rule.if : valueKey(rule.if, rule.item), answer);
  return values;
}

async function printed(form: string, values: Map<string, string>, names: readonly string[]) {
  const folder = await loadFormFolder(form);
  const doc = await PDFDocument.load((await fillForm(folder, values)).pdf);
  const pdfForm = doc.getForm();
  return names.filter((name) => {
    const field = pdfForm.getField(`${folder.mapping!.root}.${name}`);
    if (field instanceof PDFCheckBox) return field.isChecked();
    if (field instanceof PDFDropdown) return (field.getSelected()[0] ?? '').trim() !== '';
    return field instanceof PDFTextField && (field.getText() ?? '') !== '';
  });
}

const other = (answer: string | readonly string[]): string =>
  [answer].flat().includes('yes') ? 'no' : 'yes';

describe("each form's own skip rules", async () => {
  const forms = await Promise.all((await formIds()).map((id) => loadFormFolder(id)));
  for (const { form, mapping } of forms) {
    if (mapping === undefined) continue;
    for (const rule of mapping.skips ?? []) {
      it(`${form.id}: ${rule.rule}`, async () => {
        const names = skippedFields(mapping, rule);
        const skipping = valuesFor(mapping, rule, [rule.is].flat()[0]!);
        expect(await printed(form.id, skipping, names)).toEqual([]);
        // The other answer prints what the rule skipped: the rule, not a missing value, left them empty.
        const answering = valuesFor(mapping, rule, other(rule.is));
        expect((await printed(form.id, answering, names)).length).toBeGreaterThan(0);
      });
    }
  }

  it('the I-589 leaves a child’s entry blank when the child is abroad, though the documents give one', async () => {
    const folder = await loadFormFolder('i-589');
    const values = new Map([
      ['family.has_children', 'yes'],
      ['family.child_family_name#1', 'Lopez'],
      ['family.child_in_us#1', 'no'],
      ['family.child_location#1', 'Guatemala City'],
      ['family.child_entry_date#1', '2024-02-03'],
      ['family.child_i94_number#1', '12345678901'],
    ]);
    const texts = await printed('i-589', values, [
      '#subform[1].PtAIILine15_ExpirationDate[0]',
      '#subform[1].PtAIILine16_I94Number[0]',
      '#subform[1].PtAIILine13_Specify[0]',
    ]);
    expect(texts).toEqual(['#subform[1].PtAIILine13_Specify[0]']);
    expect(folder.mapping?.skips?.length).toBeGreaterThan(0);
  });
});
