import type { FormCoverage, FormProblem } from './check-form';
import { addressProblems, formatAddresses } from './address-sources';
import { formatSkips, skipProblems } from './skip-rules';
import { englishProblems, legalQuestionKinds } from './english-check';
import { entryKeyProblems, legalAnswerKeys } from './answer-keys';
import { checkFormFolder, expiredEditionWarning, formCoverage } from './check-form';
import { FORMS_DIR, formIds, loadFormFolder } from './form-files';
import { fitCount, formatFit } from './fit-report';
import { loadPdfForm, readPdfFields } from './pdf-fields';

export interface FormsCheck {
  readonly problems: FormProblem[];
  readonly coverage: FormCoverage[];
  /** Printed but not failing: editions whose expiration date has passed. */
  readonly warnings: FormProblem[];
  /** Per form, each address item and the address that fills it, as printed by `content:check`. */
  readonly report: string[];
}

/** Checks every form folder (or the ones named) against its PDF; `today` is YYYY-MM-DD. */
export async function checkForms(
  today: string,
  dir = FORMS_DIR,
  ids?: readonly string[],
): Promise<FormsCheck> {
  const problems: FormProblem[] = [];
  const coverage: FormCoverage[] = [];
  const warnings: FormProblem[] = [];
  const report: string[] = [];
  const keys = await legalAnswerKeys();
  const kinds = await legalQuestionKinds();
  for (const id of ids ?? (await formIds(dir))) {
    let folder;
    try {
      folder = await loadFormFolder(id, dir);
    } catch (error) {
      problems.push({
        form: id,
        message: `form.yaml or mapping.yaml is invalid: ${(error as Error).message}`,
      });
      continue;
    }
    const doc = await loadPdfForm(folder.pdf);
    const fields = readPdfFields(doc);
    problems.push(...checkFormFolder(folder, fields));
    const expired = expiredEditionWarning(folder.form, today);
    if (expired !== undefined) warnings.push(expired);
    if (folder.mapping === undefined) continue;
    coverage.push(formCoverage(id, folder.mapping, fields));
    const asks = (key: string): string => `reads "${key}", which no legal questionnaire asks`;
    for (const problem of addressProblems(folder.mapping)) problems.push({ form: id, ...problem });
    report.push(...formatAddresses(id, folder.mapping));
    for (const problem of skipProblems(folder.mapping)) problems.push({ form: id, ...problem });
    report.push(...formatSkips(id, folder.mapping));
    report.push(formatFit(id, folder.mapping, fitCount(folder.mapping, doc)));
    for (const rule of folder.mapping.skips ?? [])
      if (!keys.has(rule.if))
        problems.push({ form: id, field: `skips ${rule.rule}`, message: asks(rule.if) });
    for (const order of folder.mapping.orders ?? []) {
      for (const key of [...order.loop, ...order.by])
        if (!keys.has(key)) problems.push({ form: id, field: `orders ${order.rule}`, message: asks(key) });
      report.push(
        `forms/${id}: list printed most recent first: ${order.rule} (by ${order.by.join(', then ')})`,
      );
    }
    const english = englishProblems(id, folder.mapping, kinds);
    for (const problem of english.problems) problems.push({ form: id, ...problem });
    report.push(
      `forms/${id}: free text in the applicant's words, printed as typed (needs an English version): ${
        english.freeText.length === 0 ? 'none' : english.freeText.map((item) => item.key).join(', ')
      }`,
    );
    for (const [field, entry] of Object.entries(folder.mapping.fields))
      for (const message of entryKeyProblems(entry, keys)) problems.push({ form: id, field, message });
    for (const [field, key] of Object.entries(folder.mapping.continuation?.header ?? {}))
      if (!keys.has(key)) problems.push({ form: id, field, message: asks(key) });
    for (const list of folder.mapping.lists ?? [])
      for (const key of list.keys)
        if (!keys.has(key)) problems.push({ form: id, field: `lists ${list.question}`, message: asks(key) });
    for (const explanation of folder.mapping.explanations ?? [])
      for (const key of [explanation.text, explanation.if])
        if (!keys.has(key))
          problems.push({ form: id, field: `explanations ${explanation.question}`, message: asks(key) });
    if (folder.mapping.explanations !== undefined && folder.mapping.continuation === undefined)
      problems.push({ form: id, message: 'explanations need a continuation page' });
    if (folder.mapping.lists !== undefined && folder.mapping.continuation === undefined)
      problems.push({ form: id, message: 'lists need a continuation page' });
    for (const key of folder.form.filed_if_any_yes ?? [])
      if (!keys.has(key)) problems.push({ form: id, message: `filed_if_any_yes ${asks(key)}` });
    const unless = folder.form.unless_no;
    if (unless !== undefined && !keys.has(unless))
      problems.push({ form: id, message: `unless_no ${asks(unless)}` });
    const offered = folder.form.offered_after?.date;
    if (offered !== undefined && !keys.has(offered))
      problems.push({ form: id, message: `offered_after ${asks(offered)}` });
  }
  return { problems, coverage, warnings, report };
}

/** The coverage line `content:check` prints per form. */
export function formatCoverage(coverage: FormCoverage): string {
  const excluded = coverage.excluded.map((group) => `${group.count} ${group.reason}`).join('; ');
  return `forms/${coverage.form}: ${coverage.percent}% of the applicant's fields mapped (${coverage.mapped}/${coverage.fillable}); not counted: ${excluded}`;
}
