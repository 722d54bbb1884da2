import { expectNoSeriousViolation } from '../support/axe';
import { catalog } from '../support/catalogs';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { expect, test, type Page } from '../support/test';

/**
 * The declaration at phone size, in Spanish: an asylum applicant chooses to write in Spanish, writes an
 * incident without a date, sees the recommendations (among them that one and a section left short),
 * follows the link to fix the date, sees that recommendation gone, types the English translation, and
 * downloads the Spanish original, the English translation and the package with the translator's
 * certificate.
 */

const d = catalog('es', 'declaration');

const INCIDENT =
  'Dos hombres de la pandilla me pusieron una pistola en la cabeza en mi puesto del mercado de San Miguel y me dijeron que pagara o mataban a mi hijo.';

/** A legible photo of a typed page: the upload is checked like any document's picture. */
async function translationPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1400, 1000);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f2efe6';
    context.fillRect(0, 0, 1400, 1000);
    context.fillStyle = '#111';
    context.font = '64px monospace';
    for (let line = 0; line < 6; line++)
      context.fillText(`ENGLISH TRANSLATION ${line}`, 60, 140 + line * 130);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test.describe('declaration (es)', () => {
  test.slow();
  test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

  test('writes in Spanish, fixes a recommendation, downloads original and translation', async ({
    page,
    consoleErrors,
  }) => {
    await signUpPaidApplicant(page, 'es');

    await page.goto('/es/declaration-landing');
    await page.getByRole('button', { name: d('landing.languageEs'), exact: true }).click();
    await expect(page.getByText(d('landing.writtenIn', { language: d('landing.languageEs') }))).toBeVisible();

    await page.goto('/es/declaration-sections?section=what_happened');
    await expect(page.getByTestId('section-title')).toHaveText('Lo que le pasó');
    await page.getByTestId('section-text').fill(INCIDENT);
    await expect(page.getByTestId('word-count')).toContainText('30 palabras');
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
    await expectNoSeriousViolation(page);

    await page.goto('/es/declaration-recommendations');
    await expect(page.getByTestId('recommendation-incident-without-date')).toBeVisible();
    await expectNoSeriousViolation(page);
    await expect(page.getByTestId('recommendation-short-section').first()).toBeVisible();
    await page
      .getByTestId('recommendation-incident-without-date')
      .getByRole('link', { name: d('recommendations.fix', { section: 'Lo que le pasó' }) })
      .click();
    await expect(page).toHaveURL(/\/es\/declaration-sections\?section=what_happened$/);
    await expect(page.getByTestId('section-text')).toHaveValue(INCIDENT);
    await page
      .getByTestId('section-text')
      .fill(`El 14 de febrero de 2022, ${INCIDENT.charAt(0).toLowerCase()}${INCIDENT.slice(1)}`);
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
    await page.getByRole('link', { name: d('sections.next') }).click();
    await expect(page.getByTestId('section-title')).toHaveText('Por qué le pasó a usted');

    await page.goto('/es/declaration-recommendations');
    await expect(page.getByTestId('recommendation-short-section').first()).toBeVisible();
    await expect(page.getByTestId('recommendation-incident-without-date')).toHaveCount(0);

    await page.goto('/es/declaration');
    await expect(page.getByTestId('page-original-1')).toBeVisible();
    await page
      .getByTestId('translation-what_happened')
      .fill('On 14 February 2022, two gang members put a gun to my head.');
    await expect(
      page.getByTestId('translation-what_happened').locator('xpath=..').getByTestId('save-status'),
    ).toHaveAttribute('data-status', 'saved');
    const original = page.waitForEvent('download');
    await page.getByTestId('download-original').click();
    expect((await original).suggestedFilename()).toBe('declaration.pdf');
    const english = page.waitForEvent('download');
    await page.getByTestId('download-translation').click();
    expect((await english).suggestedFilename()).toBe('declaration-english.pdf');
    const translationPackage = page.waitForEvent('download');
    await page.getByTestId('download-package').click();
    expect((await translationPackage).suggestedFilename()).toBe('declaration-translation-package.pdf');

    // The translator's translation as a picture instead of the typed text, then deleted again.
    await page.getByTestId('translation-file-input').setInputFiles({
      name: 'translation.jpg',
      mimeType: 'image/jpeg',
      buffer: await translationPhoto(page),
    });
    await expect(page.getByText(d('document.uploaded'))).toBeVisible();
    const uploadedPackage = page.waitForEvent('download');
    await page.getByTestId('download-package').click();
    expect((await uploadedPackage).suggestedFilename()).toBe('declaration-translation-package.pdf');
    await page.getByRole('button', { name: d('document.uploadDelete') }).click();
    await expect(page.getByText(d('document.uploaded'))).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
