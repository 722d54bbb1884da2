/**
 * The forms of the signed-in applicant's case as the checklist lists them, and each one's review and
 * download, for journeys that check every filled form of a case.
 */
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { applicantApi } from './complete-case';
import type { Locale } from './catalogs';
import { expect, type Page } from './test';

export interface CaseForm {
  id: string;
  notice?: { pages: number[]; address: string[] };
}

/** The forms of the case, in the checklist's order. */
export async function caseForms(page: Page, locale: Locale): Promise<CaseForm[]> {
  const api = await applicantApi(page);
  const { forms } = (await api.get(`/deliverable/formSection?lang=${locale}`)) as { forms: CaseForm[] };
  return forms;
}

/** The downloaded PDF's text fields, read by the end of their name (the form's root is left out). */
export async function filledFields(download: Download): Promise<(suffix: string) => string | undefined> {
  return fieldsOf(await readFile((await download.path())!));
}

/**
 * A filled form as the review's download button asks the server for it, without drawing its pages:
 * for the forms of a case a journey does not review on screen.
 */
export async function fetchFilledForm(page: Page, id: string): Promise<(suffix: string) => string | undefined> {
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('camino.auth')!) as { token: string }).token,
  );
  const response = await page.request.post('/api/pdf/fillForm', {
    headers: { Authorization: `Bearer ${token}` },
    data: { form: id },
  });
  expect(response.ok(), `fill ${id}: ${response.status()}`).toBe(true);
  return fieldsOf(await response.body());
}

async function fieldsOf(bytes: Buffer): Promise<(suffix: string) => string | undefined> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const fields = (await PDFDocument.load(bytes)).getForm().getFields();
  return (suffix) => {
    const field = fields.find((candidate) => candidate.getName().endsWith(suffix));
    return field !== undefined && 'getText' in field
      ? (field as unknown as { getText(): string | undefined }).getText()
      : undefined;
  };
}

/** On a form's review page: downloads the filled form and checks its file name. */
export async function downloadForm(page: Page, id: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByTestId('download-form').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${id}.pdf`);
  return file;
}
