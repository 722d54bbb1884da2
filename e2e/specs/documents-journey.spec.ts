import { catalog, type Locale } from '../support/catalogs';
import { signUpPaidApplicant } from '../support/paid-applicant';
import { expect, test, type Page } from '../support/test';

/**
 * Documents with a family, at phone size, in both languages: an asylum applicant with a spouse and a
 * child (named through the API before paying, as the family screen's own journey covers that) photographs the
 * passport, sees its data read from the machine-readable lines and corrects one value, uploads the
 * child's Spanish birth certificate, is asked for its translation, has a Spanish "translation" refused
 * and an English one kept, deletes the certificate and its translation goes with it, and sees the
 * dashboard percentage rise.
 */

const PASSPORT = [
  'PASSPORT',
  'P<GTMGARCIA<LOPEZ<<MARIA<JOSE<<<<<<<<<<<<<<<',
  'A123456780GTM9005154F3001012<<<<<<<<<<<<<<00',
];
const BIRTH_CERTIFICATE = [
  'REPUBLICA DE GUATEMALA',
  'CERTIFICADO DE NACIMIENTO',
  'Nombres: Ana',
  'Apellidos: Perez Garcia',
  'Fecha de nacimiento: 10/06/2015',
  'El registrador civil certifica que los datos',
  'anteriores concuerdan con la partida inscrita',
  'en el libro de nacimientos de este registro.',
];
const ENGLISH_TRANSLATION = [
  'REPUBLIC OF GUATEMALA',
  'BIRTH CERTIFICATE',
  'Given names: Ana',
  'Family names: Perez Garcia',
  'Date of birth: June 10, 2015',
  'The civil registrar certifies that the above',
  'information matches the record written in',
  'the book of births of this registry.',
];

/** A photo of a printed page drawn in the browser, as JPEG bytes. */
async function pagePhoto(page: Page, lines: readonly string[]): Promise<Buffer> {
  const base64 = await page.evaluate(async (lines) => {
    const [width, height] = [2600, 200 + lines.length * 110];
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f2efe6';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#111';
    context.font = '64px monospace';
    lines.forEach((line, index) => context.fillText(line, 60, 140 + index * 110));
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, lines);
  return Buffer.from(base64, 'base64');
}

/** A call to the API with the page's own session. */
async function api<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { token } = JSON.parse(sessionStorage.getItem('camino.auth')!) as { token: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text && text.startsWith('{') ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

async function percentage(page: Page): Promise<number> {
  const dashboard = await api<{ caseId: string }>(page, 'GET', '/dashboard');
  const answer = await api<{ completionPercentage: number }>(
    page,
    'GET',
    `/dashboard/calculatePercentage?caseId=${dashboard.body.caseId}`,
  );
  return answer.body.completionPercentage;
}

/** Uploads photos on the upload screen that is open, reviews them and saves them as the document. */
async function uploadAndSave(page: Page, docs: ReturnType<typeof catalog>, photos: Buffer[]) {
  await page
    .getByTestId('file-input')
    .setInputFiles(
      photos.map((buffer, index) => ({ name: `page-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer })),
    );
  await expect(page.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(photos.length, {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: docs('upload.review') }).click();
  await page.getByRole('button', { name: docs('merge.save') }).click();
}

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  const prefix = locale === 'es' ? '/es' : '';
  const docs = catalog(locale, 'documents');

  test.describe(`documents with a family (${locale})`, () => {
    test.slow();
    test.skip(({ isMobile }) => !isMobile, 'the journey runs at phone size');

    test('passport read from its MRZ, a translation asked for and refused, deleted together', async ({
      page,
      consoleErrors,
    }) => {
      let members: { id: string; relationship: string }[] = [];
      await signUpPaidApplicant(page, locale, {
        // The family is named before paying, so the price covers them.
        beforePayment: async (signedIn) => {
          const family = await api<{ members: { id: string; relationship: string }[] }>(
            signedIn,
            'PUT',
            '/mycase/derivatives',
            {
              members: [
                {
                  relationship: 'spouse',
                  firstName: 'Luis',
                  lastName: 'Pérez',
                  dateOfBirth: '1988-04-02',
                  married: true,
                  livesInUs: true,
                },
                {
                  relationship: 'child',
                  firstName: 'Ana',
                  lastName: 'Pérez García',
                  dateOfBirth: '2015-06-10',
                  married: false,
                  livesInUs: true,
                },
              ],
            },
          );
          expect(family.status).toBe(200);
          members = family.body.members;
        },
      });
      const child = members.find((member) => member.relationship === 'child')!;
      const before = await percentage(page);

      // A card list for each family member, named.
      await page.goto(`${prefix}/document-landing`);
      await expect(page.getByTestId('person-spouse')).toContainText('Luis Pérez');
      await expect(page.getByTestId('person-child')).toContainText('Ana Pérez García');

      // The passport, front only: its data read from the machine-readable lines, one value corrected.
      await page.getByTestId('person-principal').click();
      await page.getByTestId('card-passport').getByRole('link').click();
      await uploadAndSave(page, docs, [await pagePhoto(page, PASSPORT)]);
      await expect(page.getByTestId('card-passport')).toContainText(
        docs('card.uploaded_one', { count: '1' }),
      );
      expect(await percentage(page)).toBeGreaterThan(before);
      await page
        .getByTestId('card-passport')
        .getByRole('link', { name: new RegExp(docs('card.data')) })
        .click();
      await expect(page.getByText(docs('data.fromMrz'))).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('input[name="passport_family_name"]')).toHaveValue('GARCIA LOPEZ');
      await expect(page.locator('input[name="passport_birth_date"]')).toHaveValue('1990-05-15');
      await page.locator('input[name="passport_given_names"]').fill('MARÍA JOSÉ');
      await page.getByRole('button', { name: docs('data.confirm') }).click();
      await expect(page.getByText(docs('data.saved'))).toBeVisible();
      await page.reload();
      await expect(page.locator('input[name="passport_given_names"]')).toHaveValue('MARÍA JOSÉ');

      // The child's birth certificate, in Spanish: its translation is asked for.
      await page.goto(`${prefix}/document-upload?person=${child.id}&document=birth_certificate`);
      await uploadAndSave(page, docs, [await pagePhoto(page, BIRTH_CERTIFICATE)]);
      await page
        .getByTestId('card-birth_certificate')
        .getByRole('link', { name: new RegExp(docs('card.translate')) })
        .click();
      await expect(page.getByTestId('translation-status')).toHaveText(docs('translate.needed'), {
        timeout: 60_000,
      });

      // A "translation" in Spanish is refused with the translation-required modal; the English one is kept.
      await page.getByTestId('translation-input').setInputFiles([
        {
          name: 'traduccion.jpg',
          mimeType: 'image/jpeg',
          buffer: await pagePhoto(page, BIRTH_CERTIFICATE),
        },
      ]);
      await expect(page.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(1, {
        timeout: 30_000,
      });
      await page.getByRole('button', { name: docs('translate.save') }).click();
      await expect(page.getByTestId('translation-required-modal')).toContainText(
        docs('translate.requiredModal.title'),
        { timeout: 30_000 },
      );
      await page.getByTestId('translation-required-modal-confirm').click();
      await page.getByTestId('translation-input').setInputFiles([
        {
          name: 'translation.jpg',
          mimeType: 'image/jpeg',
          buffer: await pagePhoto(page, ENGLISH_TRANSLATION),
        },
      ]);
      await expect(page.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(1, {
        timeout: 30_000,
      });
      await page.getByRole('button', { name: docs('translate.save') }).click();
      await expect(page.getByTestId('translation-status')).toHaveText(docs('translate.saved'), {
        timeout: 30_000,
      });

      // Deleting the certificate deletes its translation.
      const checklist = await api<{
        people: { derivativeId: string | null; cards: { key: string; document: { id: string } | null }[] }[];
      }>(page, 'GET', `/documents/list?lang=${locale}`);
      const certificateId = checklist.body.people
        .find((person) => person.derivativeId === child.id)!
        .cards.find((card) => card.key === 'birth_certificate')!.document!.id;
      const language = await api<{ translation: { id: string } | null }>(
        page,
        'GET',
        `/documents/${certificateId}/language`,
      );
      const translationId = language.body.translation!.id;
      await page.goto(`${prefix}/document-checklist?person=${child.id}`);
      await page
        .getByTestId('card-birth_certificate')
        .getByRole('button', { name: new RegExp(docs('card.delete')) })
        .click();
      await page.getByTestId('delete-document-modal-confirm').click();
      await expect(page.getByTestId('card-birth_certificate').getByRole('link')).toHaveCount(1);
      await expect(page.getByTestId('card-birth_certificate').getByRole('link')).toContainText(
        docs('card.upload'),
      );
      expect((await api(page, 'GET', `/documents/${translationId}/file`)).status).toBe(404);
      expect((await api(page, 'GET', `/documents/${certificateId}/file`)).status).toBe(404);
      // The refused translation (400) and the deleted files (404) are answers the journey asked for.
      expect(consoleErrors.filter((message) => !/status of (400|404)/.test(message))).toEqual([]);
    });
  });
}
