/**
 * `$name` in a validation script stands for the numeric id of the question called `name`;
 * `$name.option` for the id of one of its options (a chosen option's answer is `'true'`).
 */
const REFERENCE = /\$([a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)?)/g;

/** Names a script refers to with `$name`. */
export function scriptReferences(script: string): string[] {
  return [...script.matchAll(REFERENCE)].map((match) => match[1]!);
}

/** Replaces every `$name` with the question's numeric id; unknown names are left for the check to report. */
export function resolveScriptReferences(script: string, idOf: (name: string) => number | undefined): string {
  return script.replace(REFERENCE, (whole, name: string) => String(idOf(name) ?? whole));
}
