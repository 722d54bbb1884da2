import type { PersonalInfoResponse } from '@camino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { signedInApplicant } from '../cases/test-support';
import { applyEvents, paidApplicant } from './test-support';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
}, 60_000);
afterAll(() => t?.close());

const get = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/mycase/personal-info', headers });
const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/mycase/personal-info', headers, payload });

const VALID = {
  name: ' Ana ',
  lastName: 'Pérez',
  aNumber: 'A-12-345-678',
  dateOfBirth: '1990-05-01',
  gender: 'female',
  email: 'Ana.Perez@Example.org',
  phone: '(202) 555-0142',
};

describe('personal information', () => {
  it('starts from the account’s name, email and phone', async () => {
    const applicant = await signedInApplicant(t);
    const response = await get(applicant.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      name: 'María',
      lastName: 'López',
      aNumber: null,
      dateOfBirth: null,
      gender: null,
      email: applicant.email,
      phone: applicant.phone,
      saved: false,
      updatedAt: null,
    });
  });

  it('saves normalised values: an 8-digit A-Number padded to 9, e-mail lower-cased, phone in E.164', async () => {
    const { headers } = await paidApplicant(t);
    const saved = await put(headers, VALID);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Ana',
      aNumber: '012345678',
      email: 'ana.perez@example.org',
      phone: '+12025550142',
      gender: 'female',
      saved: true,
    });
    const read = (await get(headers)).json() as PersonalInfoResponse;
    expect(read).toMatchObject({ aNumber: '012345678', dateOfBirth: '1990-05-01', saved: true });
    // The card greets by the saved name.
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard', headers })).json()).toMatchObject({
      greetingName: 'Ana',
    });
    // No A-Number at all is fine.
    expect((await put(headers, { ...VALID, aNumber: '' })).json()).toMatchObject({ aNumber: null });
    expect((await put(headers, { ...VALID, aNumber: '123456789' })).json()).toMatchObject({
      aNumber: '123456789',
    });
  });

  it('names every invalid field with its message key', async () => {
    const { headers } = await paidApplicant(t);
    for (const aNumber of ['1234567', '1234567890', 'B12345678', '000000000']) {
      const refused = await put(headers, { ...VALID, aNumber });
      expect(refused.statusCode, aNumber).toBe(400);
      expect(refused.json().errors, aNumber).toEqual([{ path: 'body.aNumber', message: 'aNumberInvalid' }]);
    }
    const refused = await put(headers, {
      ...VALID,
      name: '',
      dateOfBirth: '2999-01-01',
      gender: 'other',
      email: 'nope',
      phone: '12',
    });
    expect(refused.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (refused.json().errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(messages).toEqual({
      'body.name': 'personalInfoRequired',
      'body.dateOfBirth': 'birthDateInFuture',
      'body.gender': 'genderInvalid',
      'body.email': 'emailInvalid',
      'body.phone': 'phoneInvalid',
    });
    expect((await get(headers)).json()).toMatchObject({ saved: false });
  });

  it('is refused with 409 once the case is complete (percentage 100)', async () => {
    const { headers, caseId } = await paidApplicant(t);
    expect((await put(headers, VALID)).statusCode).toBe(200);
    await applyEvents(t, caseId, ['APPLICATION_STARTED']);
    await applyEvents(t, caseId, ['DOCUMENTS_COMPLETED'], { documentsComplete: true });
    await applyEvents(t, caseId, ['FORMS_COMPLETED'], { formsComplete: true });
    const refused = await put(headers, { ...VALID, name: 'Changed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', reason: 'case.readOnly' });
    expect((await get(headers)).json()).toMatchObject({ name: 'Ana' });
  });

  it('keeps the family members of a complete case as they are', async () => {
    const { headers, caseId } = await paidApplicant(t);
    await applyEvents(t, caseId, ['APPLICATION_STARTED']);
    await applyEvents(t, caseId, ['DOCUMENTS_COMPLETED'], { documentsComplete: true });
    await applyEvents(t, caseId, ['FORMS_COMPLETED'], { formsComplete: true });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/derivatives',
      headers,
      payload: { members: [] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', reason: 'case.readOnly' });
  });

  it('needs a signed-in applicant', async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await put({}, VALID)).statusCode).toBe(401);
  });
});
