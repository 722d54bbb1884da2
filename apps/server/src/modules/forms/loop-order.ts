import type { LoopOrder } from '@camino/content';
import type { FormValues } from './form-values';
import { readValue, valueKey } from './form-values';

/** An empty date (a present job, a school still attended) sorts as the newest. */
const NOW = '9999-12-31';

/** The loop's answers as rows, item by item, until an item has none of them. */
function rowsOf(values: FormValues, loop: readonly string[]): Map<string, string>[] {
  const rows: Map<string, string>[] = [];
  for (let item = 1; ; item++) {
    const row = new Map<string, string>();
    for (const [key, value] of values) {
      const [base = key, index] = key.split('#');
      const inItem =
        index === undefined ? item === 1 && !values.has(valueKey(base, 1)) : Number(index) === item;
      if (inItem && loop.some((name) => base === name || base.startsWith(`${name}.`))) row.set(base, value);
    }
    if (![...row.values()].some((value) => value.trim() !== '')) return rows;
    rows.push(row);
  }
}

/**
 * The values with each ordered loop's items renumbered newest first (ties keep the typed order), so
 * item 1 is the most recent wherever a form reads it.
 */
export function orderLoops(values: FormValues, orders: readonly LoopOrder[]): FormValues {
  if (orders.length === 0) return values;
  const result = new Map(values);
  for (const order of orders) {
    const rows = rowsOf(result, order.loop);
    const date = (row: Map<string, string>, key: string): string => row.get(key)?.trim() || NOW;
    const sorted = rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => {
        for (const key of order.by) {
          const diff = date(b.row, key).localeCompare(date(a.row, key));
          if (diff !== 0) return diff;
        }
        return a.index - b.index;
      });
    for (const row of rows)
      for (const key of row.keys())
        for (let item = 1; item <= rows.length; item++) {
          result.delete(valueKey(key, item));
          if (item === 1) result.delete(key);
        }
    sorted.forEach(({ row }, index) => {
      for (const [key, value] of row) result.set(valueKey(key, index + 1), value);
    });
  }
  return result;
}

/** The most recent item of a loop by a date answer: the item number a form reads as the last one. */
export function newestItem(values: FormValues, dateKey: string): number | undefined {
  let newest: { item: number; date: string } | undefined;
  for (let item = 1; readValue(values, dateKey, item) !== undefined; item++) {
    const date = readValue(values, dateKey, item)!;
    if (newest === undefined || date > newest.date) newest = { item, date };
  }
  return newest?.item;
}
