import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedContracts } from '../../db/schema/agreements';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { signedInApplicant } from '../cases/test-support';
import { caseAt, dataUrl, pdfText, pngSignature } from './test-support';

let t: AuthTestApp;
let version: string;
beforeAll(async () => {
  t = await createAuthTestApp();
  version = (await t.app.inject({ method: 'GET', url: '/api/contract/current' })).json().version;
});
afterAll(() => t.close());

const ADDRESS = '198.51.100.23';
type Headers = Record<string, string>;
const sign = (headers: Headers, overrides: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contract/sign',
    headers,
    remoteAddress: ADDRESS,
    payload: {
      signaturePng: dataUrl(pngSignature()),
      acknowledgedConsiderations: true,
      contractVersion: version,
      ...overrides,
    },
  });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const rowsOf = (caseId: string) =>
  t.database.db.select().from(signedContracts).where(eq(signedContracts.caseId, caseId));

async function applicant(name: string, lastName: string) {
  return signedInApplicant(t, { name, lastName });
}

describe('the unsigned contract', () => {
  it("is a PDF with the applicant's name, case type, plan and date, in the language asked for", async () => {
    const { headers } = await applicant('Rosa', 'Peña');
    await caseAt(t, headers, 'accept-terms');
    const english = await get('/api/pdf/fillContract', headers);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['cache-control']).toBe('no-store');
    const text = await pdfText(english.rawPayload);
    expect(text).toContain('Service Contract');
    expect(text).toContain('Rosa Peña');
    expect(text).toContain('Affirmative asylum (Form I-589)');
    expect(text).toContain('Pay in full');
    expect(text).toContain(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()),
    );
    expect(text).toContain('Not signed yet');

    const spanish = await t.app.inject({ method: 'POST', url: '/api/pdf/fillContract?lang=es', headers });
    const texto = await pdfText(spanish.rawPayload);
    expect(texto).toContain('Contrato de servicio');
    expect(texto).toContain('Asilo afirmativo');
    expect(texto).toContain('Pago completo');
  });

  it('is not available before the payment or without a session', async () => {
    const { headers } = await applicant('Ana', 'Ruiz');
    expect((await get('/api/pdf/fillContract', headers)).statusCode).toBe(403);
    expect((await get('/api/pdf/fillContract', {})).statusCode).toBe(401);
  });
});

describe('signing the contract', () => {
  it('stores the signed PDF encrypted, records it and opens the case', async () => {
    const { headers } = await applicant('Lucía', 'Gómez');
    const caseId = await caseAt(t, headers, 'sign-contract');
    const before = Date.now();
    const signed = await sign(headers);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ signed: true, contractVersion: version, locale: 'en' });
    expect(Date.parse(signed.json().signedAt)).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await rowsOf(caseId);
    expect(row).toMatchObject({ clientAddress: ADDRESS, sha256: signed.json().sha256 });
    const onDisk = await readFile(path.join(t.config.DATA_DIR, 'files', `${row!.storageKey}.enc`));
    expect(onDisk.subarray(0, 4).toString('latin1')).not.toBe('%PDF');
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);

    const rules = (await get('/api/param-navigation-rules', headers)).json();
    expect(rules.route).toBe('/start-application');
    expect(rules.access.canAccessMyCase).toBe(true);
  });

  it('answers a double submission with one signature', async () => {
    const { headers } = await applicant('Marta', 'Díaz');
    const caseId = await caseAt(t, headers, 'sign-contract');
    const [first, second] = await Promise.all([sign(headers), sign(headers)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    const third = await sign(headers);
    expect(third.json()).toEqual(first.json());
    expect(await rowsOf(caseId)).toHaveLength(1);
    const files = await readdir(path.join(t.config.DATA_DIR, 'files', 'contracts', caseId));
    expect(files).toHaveLength(1);
  });

  it('refuses a blank, fake or oversized signature, an old version and a missing acknowledgement', async () => {
    const { headers } = await applicant('Elena', 'Soto');
    const caseId = await caseAt(t, headers, 'sign-contract');
    const blank = await sign(headers, { signaturePng: dataUrl(pngSignature({ inkRows: 0 })) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ path: 'body.signaturePng', message: 'the signature is blank' }]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    expect((await sign(headers, { signaturePng: dataUrl(jpeg) })).statusCode).toBe(400);
    const huge = Buffer.concat([pngSignature(), Buffer.alloc(210 * 1024)]);
    expect((await sign(headers, { signaturePng: dataUrl(huge) })).statusCode).toBe(400);
    const old = await sign(headers, { contractVersion: '2020-01-01' });
    expect(old.statusCode).toBe(409);
    expect(old.json().reason).toBe('contractVersion');
    expect((await sign(headers, { acknowledgedConsiderations: false })).statusCode).toBe(400);
    expect(await rowsOf(caseId)).toHaveLength(0);
  });

  it('is not available before the terms are accepted', async () => {
    const { headers } = await applicant('Sara', 'Vega');
    await caseAt(t, headers, 'accept-terms');
    expect((await sign(headers)).statusCode).toBe(403);
  });
});

describe('finding the signed contract', () => {
  it('gives the owner the record and the decrypted PDF, with the signature details', async () => {
    const { headers } = await applicant('Julia', 'Mora');
    await caseAt(t, headers, 'sign-contract');
    expect((await get('/api/mycase/find-contract', headers)).json()).toEqual({ signed: false });
    expect((await get('/api/mycase/find-contract/file', headers)).statusCode).toBe(404);
    const signed = (await sign(headers, { lang: 'es' })).json();

    const found = await get('/api/mycase/find-contract', headers);
    expect(found.json()).toEqual(signed);
    const file = await get('/api/mycase/find-contract/file', headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="camino-contract-${version}.pdf"`);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(signed.sha256);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Julia Mora');
    expect(text).toContain('Contrato de servicio');
    expect(text).toContain(ADDRESS);
    expect(text).not.toContain('Aún sin firmar');

    const inline = await get('/api/mycase/find-contract/file?disposition=inline', headers);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('gives nothing to anyone else', async () => {
    const owner = await applicant('Paula', 'León');
    await caseAt(t, owner.headers, 'sign-contract');
    expect((await sign(owner.headers)).statusCode).toBe(200);
    const other = await applicant('Otra', 'Persona');
    expect((await get('/api/mycase/find-contract', other.headers)).json()).toEqual({ signed: false });
    expect((await get('/api/mycase/find-contract/file', other.headers)).statusCode).toBe(404);
    expect((await get('/api/mycase/find-contract', {})).statusCode).toBe(401);
    expect((await get('/api/mycase/find-contract/file', {})).statusCode).toBe(401);
  });
});
