/** How the package and its signing sheet name a form and each copy of it. */
import type { Locale } from '@camino/contracts';

const WORDS = {
  en: { form: 'Form', supplement: 'Supplement' },
  es: { form: 'Formulario', supplement: 'Suplemento' },
} as const;

/** "i-914supa" → "Form I-914, Supplement A"; "g-1145" → "Form G-1145". */
export function formLabel(formId: string, locale: Locale = 'en'): string {
  const words = WORDS[locale];
  const match = /^([a-z]+-\d+)(?:sup([a-z]))?$/.exec(formId);
  if (match === null) return `${words.form} ${formId.toUpperCase()}`;
  const number = match[1]!.toUpperCase();
  return match[2] === undefined
    ? `${words.form} ${number}`
    : `${words.form} ${number}, ${words.supplement} ${match[2].toUpperCase()}`;
}

/** A filled copy as the package knows it: its form, and whom it is for when it is not the applicant's. */
export interface LabelledCopy {
  /** The form the copy is of (`i-914supa`); the copy's own id when absent. */
  readonly formId?: string;
  readonly id: string;
  /** The given name of the family member the copy is for. */
  readonly person?: string;
  /** A family member's work permit category, as USCIS writes it ("(c)(40)"). */
  readonly category?: string;
}

/** "Form I-914, Supplement A — Rosa"; "Form I-765 — Lucia, (c)(40)"; the form alone for the applicant's. */
export function copyLabel(copy: LabelledCopy, locale: Locale = 'en'): string {
  const label = formLabel(copy.formId ?? copy.id, locale);
  const about = [copy.person, copy.category].filter((part) => part !== undefined).join(', ');
  return about === '' ? label : `${label} — ${about}`;
}
