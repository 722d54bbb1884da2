import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createQpdf from '@neslinesli93/qpdf-wasm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMS_DIR, loadFormFolder } from './form-files';
import { loadPdfForm, readPdfFields } from './pdf-fields';
import { updateForm } from './update-forms';

const require = createRequire(import.meta.url);

/** Encrypts like USCIS does (AES-256, empty user password), so the update has something to decrypt. */
async function encrypt(bytes: Uint8Array): Promise<Uint8Array> {
  const qpdf = await (
    createQpdf as unknown as (options: object) => Promise<{
      callMain(args: string[]): number;
      FS: { writeFile(path: string, data: Uint8Array): void; readFile(path: string): Uint8Array };
    }>
  )({
    locateFile: () => require.resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm'),
    noInitialRun: true,
    print: () => undefined,
    printErr: () => undefined,
  });
  qpdf.FS.writeFile('/in.pdf', bytes);
  expect(qpdf.callMain(['--encrypt', '', 'owner', '256', '--', '/in.pdf', '/out.pdf'])).toBe(0);
  return qpdf.FS.readFile('/out.pdf');
}

async function renamedFieldForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const form = doc.getForm();
  form.createTextField('form1[0].#subform[0].PtAILine4_LastName[0]').addToPage(page, { x: 10, y: 10 });
  form.createTextField('form1[0].#subform[0].FamilyNameRenamed[0]').addToPage(page, { x: 10, y: 60 });
  return doc.save();
}

describe('forms:update', () => {
  const served = new Map<string, Uint8Array>();
  let server: Server;
  let baseUrl: string;
  let dir: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const body = served.get(request.url ?? '');
      if (body === undefined) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': 'application/pdf' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/forms/`;
    dir = await mkdtemp(join(tmpdir(), 'camino-forms-'));
    await cp(join(FORMS_DIR, 'i-589'), join(dir, 'i-589'), { recursive: true });
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('fetches a new edition, decrypts it and finds the same fields as the mapping', async () => {
    const folder = await loadFormFolder('i-589', dir);
    served.set('/forms/i-589.pdf', await encrypt(folder.pdf));
    const update = await updateForm(folder, { baseUrl });
    expect(update.status).toBe('changed');
    expect(update.missingFields).toEqual([]);
    expect(update.newFields).toEqual([]);
  }, 30_000);

  it('reports mapped fields that disappeared and new fields, and writes the decrypted file when asked', async () => {
    const folder = await loadFormFolder('i-589', dir);
    const published = await encrypt(await renamedFieldForm());
    served.set('/forms/i-589.pdf', published);
    const update = await updateForm(folder, { baseUrl, write: true });
    expect(update.status).toBe('changed');
    expect(update.missingFields).toContain('#subform[0].PtAILine5_FirstName[0]');
    expect(update.missingFields).not.toContain('#subform[0].PtAILine4_LastName[0]');
    expect(update.newFields).toEqual(['form1[0].#subform[0].FamilyNameRenamed[0]']);

    const written = await loadFormFolder('i-589', dir);
    expect(written.form.published_sha256).toBe(createHash('sha256').update(published).digest('hex'));
    expect(written.form.file_sha256).toBe(createHash('sha256').update(written.pdf).digest('hex'));
    const fields = readPdfFields(await loadPdfForm(written.pdf)).map((field) => field.name);
    expect(fields).toContain('form1[0].#subform[0].FamilyNameRenamed[0]');
    expect(await readFile(join(dir, 'i-589', 'form.yaml'), 'utf8')).toContain('edition: 01/20/25');
  }, 30_000);

  it('says a form is unchanged when the published file is the one recorded', async () => {
    const folder = await loadFormFolder('i-589', dir);
    const published = served.get('/forms/i-589.pdf');
    if (published === undefined) throw new Error('nothing served');
    const update = await updateForm(folder, { baseUrl });
    expect(update.status).toBe('unchanged');
  });

  it('fails clearly when the agency cannot be reached', async () => {
    const folder = await loadFormFolder('i-589', dir);
    const update = await updateForm(folder, { baseUrl: baseUrl.replace('/forms/', '/missing/') });
    expect(update).toMatchObject({ status: 'failed', message: expect.stringContaining('404') });
  });
});
