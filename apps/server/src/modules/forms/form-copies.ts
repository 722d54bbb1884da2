import type { FormFile } from '@camino/content';
import { ageOn, calendarDayOf, isCalendarDay } from '@camino/contracts';
import type { FormTemplate } from './form-templates';
import type { FormValues } from './form-values';
import { readValue } from './form-values';
import { categoryName, relativeWorkPermitValues } from './relative-work-permit';

/** One filled copy of a form: the form itself, or one of the copies filed per item of a loop. */
export interface FormCopy {
  readonly template: FormTemplate;
  /** The id routes name the copy by: the form's id, then `-<item>` for a copy per item. */
  readonly id: string;
  /** The loop item (1-based) the copy is filled for. */
  readonly item?: number;
  /** The given and family name of the person the copy is for. */
  readonly name?: string;
  /** The given name alone, for short labels. */
  readonly givenName?: string;
  /** For a family member's own copy of the form (`for_relatives`): the work permit category, e.g. `c40`. */
  readonly category?: string;
}

/** The loop items a `per:` form reads: every item that has a value under the list's prefix. */
function itemsOf(values: FormValues, prefix: string): number[] {
  const items = new Set<number>();
  for (const key of values.keys()) {
    const match = /^(.+)#(\d+)$/.exec(key);
    if (match?.[1]?.startsWith(prefix)) items.add(Number(match[2]));
  }
  return [...items].sort((a, b) => a - b);
}

const ageOnDay = (birth: string | undefined, day: string): number | undefined =>
  birth !== undefined && isCalendarDay(birth) ? ageOn(birth, day) : undefined;

/**
 * Who a T visa principal may include (8 CFR 214.211; 8 U.S.C. 1101(a)(15)(T)(ii)): a spouse and unmarried
 * children under 21 always; parents and unmarried siblings under 18 when the principal is under 21, or at
 * any age when the relative faces a present danger of retaliation. Ages are counted on the filing day.
 */
export function tvisaRelativeEligible(values: FormValues, item: number, day: string): boolean {
  const read = (question: string): string | undefined => readValue(values, `family.${question}`, item);
  // Relatives answered before the applicant chose not to include anyone stay stored but are not filed.
  if (readValue(values, 'family.include_family') !== 'yes') return false;
  const principalAge = ageOnDay(readValue(values, 'about_you.birth_date'), day);
  const age = ageOnDay(read('relative_birth_date'), day);
  const unmarried = ['no', 'divorced', 'widowed', 'annulled'].includes(read('relative_married') ?? '');
  const principalUnder21 = principalAge !== undefined && principalAge < 21;
  const danger = read('relative_danger') === 'yes';
  switch (read('relative_relationship')) {
    case 'spouse':
      return true;
    case 'child':
      return unmarried && age !== undefined && age < 21;
    case 'parent':
      return principalUnder21 || danger;
    case 'sibling':
      return unmarried && age !== undefined && age < 18 && (principalUnder21 || danger);
    default:
      return false;
  }
}

/**
 * A T visa family member who files their own I-765 with Supplement A: one who may be included, is in
 * the U.S. and asks for a work permit. Supplement A, item 25: one living abroad may not file until
 * admitted to the U.S.
 */
export function tvisaRelativeFilesWorkPermit(values: FormValues, item: number, day: string): boolean {
  return (
    tvisaRelativeEligible(values, item, day) &&
    readValue(values, 'family.relative_in_us', item) === 'yes' &&
    readValue(values, 'family.relative_work_permit', item) === 'yes'
  );
}

const RULES: Record<NonNullable<FormFile['per']>['eligible'], typeof tvisaRelativeEligible> = {
  tvisa_family: tvisaRelativeEligible,
};

const RELATIVE_RULES: Record<
  NonNullable<FormFile['for_relatives']>['eligible'],
  typeof tvisaRelativeEligible
> = {
  tvisa_family_work_permit: tvisaRelativeFilesWorkPermit,
};

/** The names of a loop item: given and family joined, and the given name alone. */
function namesOf(values: FormValues, list: string, item: number): Pick<FormCopy, 'name' | 'givenName'> {
  const given = readValue(values, `${list}given_name`, item);
  const name = [given, readValue(values, `${list}family_name`, item)]
    .filter((part) => part !== undefined)
    .join(' ');
  return { ...(name === '' ? {} : { name }), ...(given === undefined ? {} : { givenName: given }) };
}

/** A family member's own copies of a form: one per eligible item and work permit category. */
function relativeCopies(template: FormTemplate, values: FormValues, day: string): FormCopy[] {
  const relatives = template.form.for_relatives;
  if (relatives === undefined) return [];
  return itemsOf(values, relatives.list)
    .filter((item) => RELATIVE_RULES[relatives.eligible](values, item, day))
    .flatMap((item) =>
      relatives.categories.map((category) => ({
        template,
        id: `${template.form.id}-${item}-${category}`,
        item,
        category,
        ...namesOf(values, relatives.list, item),
      })),
    );
}

/** The copies of each form to fill: one of an ordinary form, one per eligible item of a `per:` form. */
export function formCopies(templates: readonly FormTemplate[], values: FormValues, now: Date): FormCopy[] {
  const day = calendarDayOf(now, 'America/New_York');
  return templates.flatMap((template): FormCopy[] => [
    ...ownCopies(template, values, day),
    ...relativeCopies(template, values, day),
  ]);
}

/** The applicant's copies of a form: the form itself, or one per eligible item of a `per:` form. */
function ownCopies(template: FormTemplate, values: FormValues, day: string): FormCopy[] {
  const per = template.form.per;
  const unless = template.form.unless_no;
  if (unless !== undefined && readValue(values, unless) === 'no') return [];
  const anyYes = template.form.filed_if_any_yes;
  if (anyYes !== undefined && !anyYes.some((key) => readValue(values, key) === 'yes')) return [];
  if (per === undefined) return [{ template, id: template.form.id }];
  return itemsOf(values, per.list)
    .filter((item) => RULES[per.eligible](values, item, day))
    .map((item) => ({
      template,
      id: `${template.form.id}-${item}`,
      item,
      ...namesOf(values, per.list, item),
    }));
}

/**
 * The values a copy is filled from: a per-item copy reads its item's answers without the item number; a
 * family member's own copy reads the relative in place of the applicant.
 */
export function valuesForCopy(values: FormValues, copy: FormCopy): FormValues {
  const relatives = copy.template.form.for_relatives;
  if (relatives !== undefined && copy.category !== undefined && copy.item !== undefined)
    return relativeWorkPermitValues(values, relatives.list, copy.item, copy.category);
  const per = copy.template.form.per;
  if (per === undefined || copy.item === undefined) return values;
  const own = new Map(values);
  // Values computed for an item are named after the list: `computed.relative_*#n` for `family.relative_`.
  const computed = `computed.${per.list.slice(per.list.indexOf('.') + 1)}`;
  for (const [key, value] of values) {
    const match = /^(.+)#(\d+)$/.exec(key);
    const name = match?.[1];
    if (name === undefined || Number(match?.[2]) !== copy.item) continue;
    if (name.startsWith(per.list) || name.startsWith(computed)) own.set(name, value);
  }
  return own;
}

/** A copy's title: the form's, then whom it is for and, for a family member's work permit, its category. */
export function copyTitle(title: string, copy: FormCopy): string {
  const about = [
    ...(copy.name === undefined ? [] : [copy.name]),
    ...(copy.category === undefined ? [] : [categoryName(copy.category)]),
  ];
  return about.length === 0 ? title : `${title} (${about.join(', ')})`;
}

/** Whether a route's form id names a copy of this form: the form, a copy per item, or a relative's own. */
export function namesCopyOf(template: FormTemplate, formId: string): boolean {
  const id = template.form.id;
  if (formId === id) return true;
  if (template.form.per !== undefined && new RegExp(`^${id}-\\d+$`).test(formId)) return true;
  return template.form.for_relatives !== undefined && new RegExp(`^${id}-\\d+-[a-c]\\d+$`).test(formId);
}
