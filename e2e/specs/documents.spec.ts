import { expectNoSeriousViolation } from '../support/axe';
import { catalog, type Locale } from '../support/catalogs';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { expect, test, type Page } from '../support/test';

/**
 * Documents at phone size, in both languages: an asylum applicant sees their cards, photographs the
 * two sides of an ID (merged into one document, pages reordered), uploads a passport photo through a
 * dropped connection that resumes without starting over, has a file over 6 MB refused before upload
 * in the error-files modal, deletes a document, adds two pieces of additional evidence, and sees the
 * dashboard percentage rise.
 */

/** A photo of a page of text drawn in the browser, as JPEG bytes; `noise` makes it heavier. */
async function photo(page: Page, text: string, { noise = false } = {}): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ text, noise }) => {
      const canvas = new OffscreenCanvas(1400, 1000);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#f2efe6';
      context.fillRect(0, 0, 1400, 1000);
      if (noise) {
        const image = context.getImageData(0, 0, 1400, 1000);
        for (let i = 0; i < image.data.length; i += 4) {
          const value = 120 + Math.floor(Math.random() * 120);
          image.data[i] = value;
          image.data[i + 1] = value;
          image.data[i + 2] = value;
        }
        context.putImageData(image, 0, 0);
      }
      context.fillStyle = '#111';
      context.font = '64px monospace';
      for (let line = 0; line < 6; line++) context.fillText(`${text} ${line}`, 60, 140 + line * 130);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: noise ? 0.98 : 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { text, noise },
  );
  return Buffer.from(base64, 'base64');
}

async function percentage(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const { token } = JSON.parse(sessionStorage.getItem('camino.auth')!) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const dashboard = (await (await fetch('/api/dashboard', { headers })).json()) as { caseId: string };
    const response = await fetch(`/api/dashboard/calculatePercentage?caseId=${dashboard.caseId}`, {
      headers,
    });
    return ((await response.json()) as { completionPercentage: number }).completionPercentage;
  });
}

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  const prefix = locale === 'es' ? '/es' : '';
  const docs = catalog(locale, 'documents');

  test.describe(`documents (${locale})`, () => {
    test.slow();
    test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

    test('checklist, merged ID, resumed upload, refused file, delete', async ({ page, consoleErrors }) => {
      await signUpPaidApplicant(page, locale);
      await page.getByTestId('start-application').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/case-dashboard$`));
      const before = await percentage(page);

      // The landing: the main applicant's tile (a photo ID missing) and the additional evidence tile.
      await page.goto(`${prefix}/document-landing`);
      await expect(page.getByTestId('person-principal')).toContainText(docs('people.photoIdMissing'));
      await expect(page.getByTestId('person-principal')).toHaveAttribute('data-state', 'pending');
      await expect(page.getByTestId('additional-evidence')).toBeVisible();
      await expectNoSeriousViolation(page);
      await page.getByTestId('person-principal').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/document-checklist\\?person=principal$`));
      await expect(page.getByTestId('card-passport')).toContainText(docs('card.photoId'));

      // A two-sided ID: front and back uploaded together, put in order, saved as one document.
      await page.getByTestId('card-national_id').getByRole('link').click();
      await expect(page).toHaveURL(/document-upload\?person=principal&document=national_id/);
      await page.getByTestId('file-input').setInputFiles([
        { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 'ID BACK') },
        { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 'ID FRONT') },
      ]);
      await expect(page.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(2, {
        timeout: 30_000,
      });
      await page.getByRole('button', { name: docs('upload.review') }).click();
      await expect(page.getByTestId('merge-page')).toHaveCount(2);
      await expect(page.getByTestId('merge-page').first().locator('img')).toBeVisible();
      await page.getByRole('button', { name: docs('merge.moveUp', { number: '2' }) }).click();
      await expectNoSeriousViolation(page);
      await page.getByRole('button', { name: docs('merge.save') }).click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/document-checklist\\?person=principal&checked=[0-9a-f-]{36}$`),
      );
      // The saved ID is checked; its pages can be read, so nothing is said about them.
      await expect(page.getByTestId('card-national_id')).toBeVisible();
      await expect(page.getByTestId('document-check')).toBeHidden({ timeout: 30_000 });
      await expect(page.getByTestId('card-national_id')).toContainText(
        docs('card.uploaded_other', { count: '2' }),
      );
      await expect(page.getByTestId('card-national_id').locator('[data-state]').first()).toHaveAttribute(
        'data-state',
        'completed',
      );
      expect(await percentage(page)).toBeGreaterThan(before);

      // A file over 6 MB is refused before anything is sent, in the error-files modal.
      await page.getByTestId('card-passport').getByRole('link').click();
      await page
        .getByTestId('file-input')
        .setInputFiles([
          { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024 + 1, 0xff) },
        ]);
      const modal = page.getByTestId('error-files-modal');
      await expect(modal).toContainText(docs('errorFiles.title'));
      await expect(modal).toContainText(docs('upload.errors.fileTooLarge'));
      await page.getByTestId('error-files-modal-cancel').click();

      // The connection drops in the middle of the passport photo; it resumes where it stopped.
      const heavy = await photo(page, 'PASSPORT', { noise: true });
      expect(heavy.length).toBeGreaterThan(600 * 1024);
      const offsets: number[] = [];
      let dropped = false;
      await page.route('**/api/files/uploads/**', async (route) => {
        const request = route.request();
        if (request.method() === 'PATCH') {
          const offset = Number(request.headers()['upload-offset']);
          offsets.push(offset);
          if (!dropped && offset > 0) {
            dropped = true;
            await page.context().setOffline(true);
            setTimeout(() => void page.context().setOffline(false), 1500);
            return route.abort('internetdisconnected');
          }
        }
        return route.fallback();
      });
      await page
        .getByTestId('file-input')
        .setInputFiles([{ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: heavy }]);
      await expect(page.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(1, {
        timeout: 40_000,
      });
      await page.unroute('**/api/files/uploads/**');
      expect(dropped).toBe(true);
      // Only the first piece was sent from the start: the retry continued after what had arrived.
      expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
      await page.getByRole('button', { name: docs('upload.review') }).click();
      await page.getByRole('button', { name: docs('merge.save') }).click();
      // A passport photo without its machine-readable lines: said so, and kept anyway.
      const check = page.getByTestId('document-check');
      await expect(check).toContainText(docs('check.problems.noMrz'), { timeout: 40_000 });
      await check.getByRole('button', { name: docs('check.keep') }).click();
      await expect(check).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${prefix}/document-checklist\\?person=principal$`));
      await expect(page.getByTestId('card-passport')).toContainText(
        docs('card.uploaded_one', { count: '1' }),
      );

      // Deleting the ID: asked first, then gone.
      const withBoth = await percentage(page);
      await page
        .getByTestId('card-national_id')
        .getByRole('button', { name: new RegExp(docs('card.delete')) })
        .click();
      await expect(page.getByTestId('delete-document-modal')).toBeVisible();
      await page.getByTestId('delete-document-modal-confirm').click();
      await expect(page.getByTestId('card-national_id')).toContainText(docs('card.photoId'));
      await expect(page.getByTestId('card-national_id').getByRole('link')).toContainText(docs('card.upload'));
      expect(await percentage(page)).toBe(withBoth);

      // Two pieces of additional evidence, each with a description, listed in the order added.
      await page.goto(`${prefix}/document-landing`);
      await page.getByTestId('additional-evidence').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/add-additional-evidence$`));
      for (const piece of [
        { type: 'police_reports', description: 'March 2024 report', text: 'POLICE REPORT' },
        { type: 'text_messages', description: 'Threats sent by text', text: 'MESSAGES' },
      ]) {
        await page.locator('select[name="evidenceType"]').selectOption(piece.type);
        await page.locator('textarea[name="description"]').fill(piece.description);
        await page
          .getByTestId('evidence-files')
          .setInputFiles([
            { name: `${piece.type}.jpg`, mimeType: 'image/jpeg', buffer: await photo(page, piece.text) },
          ]);
        await expect(page.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(1, {
          timeout: 30_000,
        });
        await page.getByRole('button', { name: docs('addEvidence.add') }).click();
        await expect(page.getByTestId('evidence-list')).toContainText(piece.description);
      }
      await expect(page.getByTestId('evidence-item')).toHaveCount(2);
      await expect(page.getByTestId('evidence-item').first()).toContainText('March 2024 report');
      await expectNoSeriousViolation(page);
      await page.goto(`${prefix}/document-landing`);
      await expect(page.getByTestId('additional-evidence')).toContainText(
        docs('evidence.description_other', { count: '2' }),
      );
      expect(consoleErrors.filter((message) => !/ERR_INTERNET_DISCONNECTED|net::/.test(message))).toEqual([]);
    });
  });
}
