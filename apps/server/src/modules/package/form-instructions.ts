/**
 * A page printed before a form in the package, from `content/forms/<id>/instructions.yaml`: what the
 * form is, for the applicant, and what is asked of the person who completes it (Supplement B: the
 * law-enforcement officer). Forms without such a file have no page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@camino/contracts';
import type { PDFDocument } from 'pdf-lib';
import { parse } from 'yaml';
import { z } from 'zod';
import { type TextFonts, TextWriter } from './text-pages';

const localized = z.object({ en: z.string(), es: z.string() });
const instructionsSchema = z.object({
  title: localized,
  for_applicant: localized,
  for_officer: localized,
});
export type FormInstructions = z.infer<typeof instructionsSchema>;

/** The form's instructions page, or null when the form has none. */
export async function loadFormInstructions(
  contentDir: string,
  formId: string,
): Promise<FormInstructions | null> {
  const file = path.join(contentDir, 'forms', formId, 'instructions.yaml');
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return text === null ? null : instructionsSchema.parse(parse(text));
}

const HEADINGS = {
  en: { applicant: 'For you, the applicant', officer: 'For the officer' },
  es: { applicant: 'Para usted, la persona que solicita', officer: 'Para el agente' },
} as const;

/**
 * Writes the page: the title and the applicant's part in the applicant's language, then the officer's
 * part in English, which an officer reads; in Spanish the Spanish version follows it, for the applicant.
 */
export async function writeInstructionsPage(
  doc: PDFDocument,
  fonts: TextFonts,
  instructions: FormInstructions,
  locale: Locale,
): Promise<number> {
  const writer = new TextWriter(doc, fonts);
  await writer.text(instructions.title[locale], { size: 16, bold: true, gap: 10 });
  await writer.text(HEADINGS[locale].applicant, { bold: true });
  await writer.text(instructions.for_applicant[locale], { gap: 12 });
  await writer.text(HEADINGS.en.officer, { bold: true });
  await writer.text(instructions.for_officer.en, { gap: 12 });
  if (locale !== 'en') {
    await writer.text(HEADINGS[locale].officer, { bold: true });
    await writer.text(instructions.for_officer[locale]);
  }
  return writer.pages.length;
}
