import type { Locale } from './catalogs';
import { expect, type Page } from './test';

const LABELS = {
  en: {
    family: 'Family name (last name)',
    given: 'Given name (first name)',
    street: 'Street number and name',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    no: 'No',
    sameAddress: 'Should USCIS send your letters to this same address?',
    safeAddress: 'Your safe mailing address',
  },
  es: {
    family: 'Apellido o apellidos',
    given: 'Nombre',
    street: 'Número y nombre de la calle',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    no: 'No',
    sameAddress: '¿Es seguro que USCIS le envíe sus cartas a esta dirección?',
    safeAddress: 'Su dirección postal segura',
  },
} as const;

/** The home address a survivor gives, which USCIS must not write to. */
export const HOME_STREET = '742 Evergreen Ter';
/** The safe mailing address USCIS must write to instead. */
export const SAFE_STREET = 'PO Box 5501';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const next = (page: Page) => page.getByTestId('questionnaire-next').click();

/**
 * On the legal sections screen: opens "About you" and answers its first pages on screen — the name, a
 * home address, "no" to letters at home, and a safe mailing address — ending past the address page.
 */
export async function answerNameAndSafeAddress(
  page: Page,
  locale: Locale,
  name: { first: string; last: string },
) {
  const text = LABELS[locale];
  await page.getByTestId('section-about_you').click();
  await next(page);
  await page.getByLabel(text.family, { exact: true }).fill(name.last);
  await page.getByLabel(text.given, { exact: true }).fill(name.first);
  await next(page);
  await page.getByLabel(text.street, { exact: true }).fill(HOME_STREET);
  await page.getByLabel(text.city, { exact: true }).fill('Pasadena');
  await page.getByLabel(text.state, { exact: true }).selectOption('TX');
  await page.getByLabel(text.zip, { exact: true }).fill('77506');
  await next(page);
  await expect(heading(page, text.sameAddress)).toBeVisible();
  await page.getByLabel(text.no, { exact: true }).check();
  await next(page);
  await expect(heading(page, text.safeAddress)).toBeVisible();
  await page.getByLabel(text.street, { exact: true }).fill(SAFE_STREET);
  await page.getByLabel(text.city, { exact: true }).fill('Houston');
  await page.getByLabel(text.state, { exact: true }).selectOption('TX');
  await page.getByLabel(text.zip, { exact: true }).fill('77001');
  await next(page);
  await expect(heading(page, text.safeAddress)).toHaveCount(0);
}
