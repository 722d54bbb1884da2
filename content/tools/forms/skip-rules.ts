import { entryKeys } from './address-sources';
import type { MappingFile, SkipRule } from './form-schema';

const readsAny = (keys: readonly string[], reading: readonly string[]): boolean =>
  keys.some((key) =>
    reading.some((wanted) => (wanted.endsWith('*') ? key.startsWith(wanted.slice(0, -1)) : key === wanted)),
  );

/** The mapped fields a skip rule leaves empty. */
export function skippedFields(mapping: Pick<MappingFile, 'fields'>, rule: SkipRule): string[] {
  const pattern = rule.matching === undefined ? undefined : new RegExp(rule.matching);
  const matched = Object.entries(mapping.fields)
    .filter(
      ([name, entry]) =>
        (pattern !== undefined && pattern.test(name)) ||
        (rule.reading !== undefined &&
          readsAny(entryKeys(entry), rule.reading) &&
          (rule.item === undefined || entry.item === rule.item)),
    )
    .map(([name]) => name);
  return [...new Set([...(rule.fields ?? []), ...matched])];
}

/** Whether the answer a rule depends on is one of those that skip its fields. */
export function ruleApplies(
  rule: SkipRule,
  read: (key: string, item?: number) => string | undefined,
): boolean {
  const answer = read(rule.if, rule.item);
  return answer !== undefined && (Array.isArray(rule.is) ? rule.is : [rule.is]).includes(answer);
}

/** Problems of a mapping's skip rules: fields that are not mapped, patterns that match nothing. */
export function skipProblems(mapping: MappingFile): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  for (const rule of mapping.skips ?? []) {
    for (const field of rule.fields ?? [])
      if (!(field in mapping.fields))
        problems.push({ field, message: `skip rule "${rule.rule}" names a field that is not mapped` });
    if (skippedFields(mapping, rule).length === 0)
      problems.push({ field: `skips ${rule.rule}`, message: 'leaves no mapped field empty' });
  }
  return problems;
}

/** The lines `content:check` prints per form: every skip rule the filling honours. */
export function formatSkips(form: string, mapping: MappingFile): string[] {
  const rules = mapping.skips ?? [];
  if (rules.length === 0) return [`forms/${form}: skip rules: none in this form's instructions`];
  return rules.map(
    (rule) =>
      `forms/${form}: skip rule honoured: ${rule.rule} (when ${rule.if}${rule.item === undefined ? '' : `#${rule.item}`} is ${[rule.is].flat().join(' or ')}: ${skippedFields(mapping, rule).length} field(s) left empty)`,
  );
}
