/**
 * Reads an amount of dollars as typed into cents, or NaN. Accepts "$1,200", "1200.5" and, as many
 * applicants write it, a decimal comma ("300,50"): a comma followed by exactly one or two final
 * digits is read as the decimal mark, any other comma as a thousands separator.
 */
export function parseDollars(text: string): number {
  let value = text.replace(/[\s$\u00a0]/g, '').replace(/US$|USD$/i, '');
  if (!value.includes('.') && /,\d{1,2}$/.test(value)) value = value.replace(/,(\d{1,2})$/, '.$1');
  value = value.replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : Number.NaN;
}

/** Cents as the plain number the input shows ("300.00"), without currency or grouping. */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
