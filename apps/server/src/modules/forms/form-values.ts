/**
 * The values a form is filled from: answers keyed `section.question` (the n-th loop item as
 * `section.question#n`, a chosen checkbox option as `section.question.option` = 'true'), plus the
 * values computed from them (`computed.*`).
 */
export type FormValues = ReadonlyMap<string, string>;

/** The key of a value, in a loop item when `item` is given. */
export const valueKey = (key: string, item?: number): string => (item === undefined ? key : `${key}#${item}`);

/** A value, or undefined when it is missing or blank. */
export function readValue(values: FormValues, key: string, item?: number): string | undefined {
  const value = values.get(valueKey(key, item)) ?? (item === 1 ? values.get(key) : undefined);
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
