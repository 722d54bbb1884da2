import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { OutboxMessage } from '../support/accounts';
import { catalog, type Locale } from '../support/catalogs';
import { applicantApi, completeCase, sendOk } from '../support/complete-case';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { expect, test, type Page } from '../support/test';

/**
 * The whole way from a case at 100 % to the final steps, at phone size in English and Spanish, for an asylum
 * applicant: submit for preparation, the initial review with a correction request on the declaration,
 * the final review approved with both ticks, the package built and announced on the safe channels with
 * no case content, the package downloaded, the signing check (a blank page refused), where to send it,
 * and what comes after. The case is filled through the API; each step's own screens have their journeys.
 */

/** A text as pdf-lib writes it in a hex string, without the byte order mark: UTF-16BE, upper case. */
const utf16Hex = (text: string) =>
  [...text].map((char) => char.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('');

/** A photo of a letter-size page, as JPEG: printed lines, and a handwritten stroke in the box when signed. */
async function photoOfPage(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  signed: boolean,
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ box, signed }) => {
      const scale = 2;
      const canvas = new OffscreenCanvas(612 * scale, 792 * scale);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fbfaf7';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#222';
      context.font = '20px sans-serif';
      // The printed text of the form stays outside the signature box, as on the real page.
      for (let line = 0; line < 30; line++) {
        const y = 80 + line * 44;
        if (y > (box.y - 10) * scale && y < (box.y + box.height + 30) * scale) continue;
        context.fillText(`Part ${line} of the printed form`, 80, y);
      }
      context.strokeStyle = '#111';
      context.lineWidth = 2;
      context.strokeRect(box.x * scale, box.y * scale, box.width * scale, box.height * scale);
      if (signed) {
        context.lineWidth = 5;
        context.beginPath();
        const middle = (box.y + box.height / 2) * scale;
        context.moveTo((box.x + box.width * 0.1) * scale, middle);
        for (let step = 1; step <= 14; step++)
          context.lineTo(
            (box.x + box.width * (0.1 + step * 0.05)) * scale,
            middle + (step % 2 === 0 ? -1 : 1) * box.height * 0.3 * scale,
          );
        context.stroke();
      }
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      let binary = '';
      for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { box, signed },
  );
  return Buffer.from(base64, 'base64');
}

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  const prefix = locale === 'es' ? '/es' : '';
  const review = catalog(locale, 'review');
  const workspace = catalog(locale, 'workspace');

  test.describe(`from 100 % to the final steps (${locale})`, () => {
    test.slow();
    test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

    test('submit, review, correct, approve, download, sign, send, after filing', async ({
      page,
      consoleErrors,
    }) => {
      await signUpPaidApplicant(page, locale);
      await completeCase(page, locale);
      const api = await applicantApi(page);
      const contact = (await api.get('/mycase/personal-info')) as { email: string; phone: string };

      // Submitting for preparation: the dashboard's modal at 100 %.
      await page.goto(`${prefix}/case-dashboard`);
      await page.getByTestId('submit-for-preparation').click();
      await expect(page.getByTestId('submit-modal')).toContainText(workspace('submit.readyText'));
      await page.getByTestId('submit-modal-confirm').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/review-landing$`));
      const landing = page.getByTestId('review-landing');
      await expect(landing).toHaveAttribute('data-review', 'initial', { timeout: 30_000 });

      // Initial review: forms and evidence confirmed, a correction request on the declaration.
      for (const section of ['forms', 'evidence'] as const) {
        await page.getByTestId(`confirm-${section}`).click();
        await expect(page.getByTestId(`review-section-${section}`)).toHaveAttribute('data-confirmed', 'true');
      }
      await page
        .getByTestId('review-section-declaration')
        .getByRole('link', { name: review('landing.askChange') })
        .click();
      await expect(page.getByTestId('request-warning')).toHaveText(review('request.warning'));
      await page.getByTestId('request-declaration').fill('El año del primer párrafo está mal.');
      await page.getByTestId('send-request').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/review-landing$`));
      await expect(page.getByTestId('correcting')).toBeVisible();
      await expect(page.getByTestId('review-section-declaration')).toContainText(review('landing.reopened'));
      await expect(page.getByTestId('confirm-forms')).toHaveCount(0);

      // The reopened declaration is fixed (its editor has its own journey), then the review goes on.
      const fixed = `${'Viví con mi familia en un pueblo pequeño y trabajé en el mercado cada día. '.repeat(6)}Corregido en 2019.`;
      await sendOk(api, 'PUT', '/declaration/sections/about_me', { text: fixed });
      // A Spanish declaration's translation follows the change, or the corrections are not done.
      if (locale === 'es')
        await sendOk(api, 'PUT', '/declaration/sections/about_me/translation', {
          text: `${'I lived with my family in a small town and worked at the market every day. '.repeat(6)}Corrected in 2019.`,
        });
      await page.goto(`${prefix}/my-request`);
      await expect(page.getByTestId('request-list')).toContainText('El año del primer párrafo está mal.');
      await page.goto(`${prefix}/review-landing`);
      await page.getByTestId('corrections-done').click();
      await expect(page.getByTestId('correcting')).toHaveCount(0);
      await expect(page.getByTestId('review-section-declaration')).toContainText('Corregido en 2019.');
      await page.getByTestId('confirm-declaration').click();

      // Final review: approval needs both ticks and is final.
      await expect(landing).toHaveAttribute('data-review', 'final');
      await page.getByTestId('approve-accurate').check();
      await page.getByTestId('approve-button').click();
      await expect(page.getByTestId('approval').getByRole('alert')).toHaveText(review('approve.missing'));
      await expect(page.getByTestId('review-approved')).toHaveCount(0);
      await page.getByTestId('approve-no-legal-advice').check();
      await page.getByTestId('approve-button').click();
      await expect(page.getByTestId('review-approved')).toBeVisible();
      await page.getByRole('link', { name: review('landing.toDownload') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/download-case$`));

      // The package is built by a job; the page follows its progress.
      const ready = page.getByTestId('package-ready');
      await expect(ready).toBeVisible({ timeout: 60_000 });

      // The ready message: email and SMS, in Spanish, naming nothing about the case.
      for (const to of [contact.email, contact.phone]) {
        let message: OutboxMessage | undefined;
        await expect
          .poll(async () => {
            const { messages } = (await (
              await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
            ).json()) as { messages: OutboxMessage[] };
            message = messages.find((candidate) =>
              candidate.links.some((link) => link.endsWith(`${prefix}/download-case`)),
            );
            return message !== undefined;
          })
          .toBe(true);
        expect(message!.text).toContain(locale === 'es' ? 'Inicie sesión' : 'Sign in');
        expect(message!.text).not.toMatch(/asilo|asylum|I-589|declaraci|Ana|P[eé]rez|paquete/i);
      }

      // The whole package downloads as a PDF with its pages.
      const status = (await api.get('/case-assembly/byMyCaseId')) as {
        pageCount: number;
        parts: Array<{ id: string; kind: string; pages: number }>;
      };
      const whole = status.parts.find((part) => part.kind === 'package')!;
      await expect(ready).toHaveAttribute('data-pages', String(status.pageCount));
      const downloading = page.waitForEvent('download');
      await page.getByTestId(`download-${whole.id}`).click();
      const file = (await (await downloading).path())!;
      expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Poppler (as in the server's tests) reads the file as a viewer would.
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(Number(/^Pages:\s+(\d+)/m.exec(info)?.[1])).toBe(whole.pages);
      expect(whole.pages).toBeGreaterThan(10);
      // Its bookmarks, as pdf-lib writes titles: UTF-16 hex strings.
      const bytes = (await readFile(file)).toString('latin1');
      expect(bytes).toContain('/Outlines');
      for (const title of ['Cover letter', 'Form I-589', 'Index of exhibits'])
        expect(bytes.toUpperCase()).toContain(`<FEFF${utf16Hex(title)}>`);

      // The I-589 also comes on its own, still fillable.
      const i589 = status.parts.find((part) => part.kind === 'form' && part.id.includes('589'))!;
      const formDownload = page.waitForEvent('download');
      await page.getByTestId(`download-${i589.id}`).click();
      const formInfo = execFileSync('pdfinfo', [(await (await formDownload).path())!], { encoding: 'utf8' });
      expect(formInfo).toMatch(/^Form:\s+AcroForm/m);
      expect(Number(/^Pages:\s+(\d+)/m.exec(formInfo)?.[1])).toBe(i589.pages);

      // Signing: each page that needs a handwritten signature is photographed; a blank page is refused.
      const { pages: signPages } = (await api.get('/signature/pages?lang=es')) as {
        pages: Array<{ id: string; box: { x: number; y: number; width: number; height: number } }>;
      };
      expect(signPages.length).toBeGreaterThan(0);
      await expect(page.getByTestId('to-submit')).toHaveCount(0);
      const [first] = signPages;
      await page.getByTestId(`sign-photo-${first!.id}`).setInputFiles({
        name: 'page.jpg',
        mimeType: 'image/jpeg',
        buffer: await photoOfPage(page, first!.box, false),
      });
      await expect(page.getByTestId(`sign-page-${first!.id}`)).toContainText(review('sign.blank'));
      for (const sign of signPages) {
        await page.getByTestId(`sign-photo-${sign.id}`).setInputFiles({
          name: 'signed.jpg',
          mimeType: 'image/jpeg',
          buffer: await photoOfPage(page, sign.box, true),
        });
        await expect(page.getByTestId(`sign-page-${sign.id}`)).toContainText(review('sign.signed'));
      }
      await expect(page.getByTestId('all-signed')).toBeVisible();

      // Where to send it, then what comes after.
      await page.getByTestId('to-submit').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/submit-your-case$`));
      await expect(page.getByTestId('mail-address')).toBeVisible();
      await page.getByTestId('package-sent').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/congratulations$`));
      await expect(page.getByTestId('congratulations')).toBeVisible();
      await page.getByTestId('congratulations').getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/final-instructions$`));
      await expect(page.getByTestId('after-filing')).toContainText(review('after.asylumInterview'));
      await expect(page.getByTestId('asylum-fees')).toContainText(/2025-20622/);
      await page.goto(`${prefix}/final-steps`);
      await expect(page.getByTestId('after-filing')).toBeVisible();

      expect(consoleErrors).toEqual([]);
    });
  });
}
