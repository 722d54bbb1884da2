import type { DocumentCheck, DocumentData, StoredDocument } from '@camino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';
import { findConfirmedDocumentData } from './document-data';
import { documentPhoto, uploadAccepted } from './test-support';

let t: AuthTestApp;
let applicant: PaidApplicant;

beforeAll(async () => {
  t = await createAuthTestApp();
  applicant = await paidApplicant(t, 'asylum');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('document data read from the page', () => {
  let passport: StoredDocument;

  it('prefills a passport from its machine-readable zone for the applicant to confirm', async () => {
    const photo = await documentPhoto({
      width: 2600,
      lines: [
        'PASSPORT',
        'P<GTMGARCIA<LOPEZ<<MARIA<JOSE<<<<<<<<<<<<<<<',
        'A123456780GTM9005154F3001012<<<<<<<<<<<<<<00',
      ],
    });
    const upload = await uploadAccepted(t.app, applicant.headers, photo);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: applicant.headers,
      payload: { derivativeId: null, document: 'passport', uploads: [upload] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    passport = saved.json<StoredDocument>();
    const data = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${passport.id}/data?lang=es`,
      headers: applicant.headers,
    });
    expect(data.statusCode, data.body).toBe(200);
    const body = data.json<DocumentData>();
    expect(body.mrz).toEqual({ found: true });
    expect(body.confirmed).toBe(false);
    const byName = Object.fromEntries(body.questions.map((q) => [q.name, q]));
    expect(byName.passport_family_name).toMatchObject({
      value: 'GARCIA LOPEZ',
      source: 'page',
      label: 'Apellidos como aparecen impresos',
    });
    expect(byName.passport_birth_date).toMatchObject({ value: '1990-05-15', source: 'page' });
    expect(byName.passport_issue_date).toMatchObject({ value: '', source: 'none' });
  }, 120_000);

  it('stores the corrected values, refuses a bad date, and gives them to the forms', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${passport.id}/data`,
      headers: applicant.headers,
      payload: { values: { passport_issue_date: '15/05/2020' } },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${passport.id}/data?lang=en`,
      headers: applicant.headers,
      payload: {
        values: {
          passport_number: 'A12345679',
          passport_family_name: 'GARCÍA LÓPEZ',
          passport_country: 'gtm',
          passport_issue_date: '2020-05-15',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<DocumentData>()).toMatchObject({ confirmed: true });
    const confirmed = await findConfirmedDocumentData(t.database.db, applicant.caseId);
    expect(confirmed.principal).toEqual({
      passport_number: 'A12345679',
      passport_family_name: 'GARCÍA LÓPEZ',
      passport_country: 'GTM',
      passport_issue_date: '2020-05-15',
    });
  });

  describe('document validation', () => {
    it('warns when a marriage certificate does not speak of a marriage, and finds the passport right', async () => {
      const upload = await uploadAccepted(
        t.app,
        applicant.headers,
        await documentPhoto({
          lines: ['ACTA DE NACIMIENTO', 'Nombre del nino Jose Perez', 'Lugar Ciudad de Guatemala'],
        }),
      );
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: applicant.headers,
        payload: { derivativeId: null, document: 'marriage_certificate', uploads: [upload] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const checked = await t.app.inject({
        method: 'POST',
        url: `/api/documents/${saved.json<StoredDocument>().id}/validate`,
        headers: applicant.headers,
      });
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json<DocumentCheck>().problems).toEqual(['notMarriage']);
    }, 120_000);
  });
});
