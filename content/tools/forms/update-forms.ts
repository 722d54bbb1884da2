import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { decryptPdf } from './decrypt-pdf';
import { fullFieldName } from './check-form';
import type { FormFolder } from './form-files';
import { loadPdfForm, readPdfFields } from './pdf-fields';

export interface FormUpdate {
  readonly form: string;
  readonly status: 'unchanged' | 'changed' | 'failed';
  readonly message: string;
  /** Mapped or excluded fields the new file no longer has. */
  readonly missingFields: readonly string[];
  /** Fields of the new file that the mapping neither maps nor excludes. */
  readonly newFields: readonly string[];
}

export interface UpdateOptions {
  /** Fetches the published file; the default is the global fetch. */
  readonly fetch?: typeof fetch;
  /** Replaces the origin and folder of each form's `source` (a mirror, or a test server). */
  readonly baseUrl?: string;
  /** Writes the new file and its sha256s into the folder; otherwise only reports. */
  readonly write?: boolean;
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

function sourceUrl(folder: FormFolder, baseUrl: string | undefined): string {
  if (baseUrl === undefined) return folder.form.source;
  const fileName = new URL(folder.form.source).pathname.split('/').pop() ?? `${folder.form.id}.pdf`;
  return new URL(fileName, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
}

/** Fetches the current edition of one form, decrypts it and compares its fields with the mapping. */
export async function updateForm(folder: FormFolder, options: UpdateOptions = {}): Promise<FormUpdate> {
  const id = folder.form.id;
  const none = { missingFields: [], newFields: [] };
  const url = sourceUrl(folder, options.baseUrl);
  let published: Uint8Array;
  try {
    const response = await (options.fetch ?? fetch)(url);
    if (!response.ok)
      return { form: id, status: 'failed', message: `${url} answered ${response.status}`, ...none };
    published = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    return {
      form: id,
      status: 'failed',
      message: `${url} could not be fetched: ${(error as Error).message}`,
      ...none,
    };
  }
  const publishedSha = sha256(published);
  if (publishedSha === folder.form.published_sha256)
    return {
      form: id,
      status: 'unchanged',
      message: `same file as the ${folder.form.edition} edition`,
      ...none,
    };

  const decrypted = await decryptPdf(published);
  const fields = readPdfFields(await loadPdfForm(decrypted));
  const names = new Set(fields.map((field) => field.name));
  const mapping = folder.mapping;
  const known =
    mapping === undefined
      ? []
      : [
          ...Object.keys(mapping.fields),
          ...mapping.not_for_applicant.flatMap((group) => group.fields),
          ...Object.keys(mapping.continuation?.header ?? {}),
          ...(mapping.continuation?.fields ?? []),
        ];
  const missingFields =
    mapping === undefined ? [] : known.filter((name) => !names.has(fullFieldName(mapping, name)));
  const knownFull = new Set(mapping === undefined ? [] : known.map((name) => fullFieldName(mapping, name)));
  const newFields =
    mapping === undefined ? [] : fields.map((field) => field.name).filter((name) => !knownFull.has(name));

  if (options.write === true) {
    await writeFile(join(folder.dir, folder.form.file), decrypted);
    const formFile = join(folder.dir, 'form.yaml');
    const document = parseDocument(await readFile(formFile, 'utf8'));
    document.set('published_sha256', publishedSha);
    document.set('file_sha256', sha256(decrypted));
    await writeFile(formFile, document.toString());
  }
  const written =
    options.write === true ? ' Written: set edition and expires in form.yaml from the new footer.' : '';
  return {
    form: id,
    status: 'changed',
    message: `a new file was published (sha256 ${publishedSha}).${written}`,
    missingFields,
    newFields,
  };
}

/** The lines `forms:update` prints for one form. */
export function formatFormUpdate(update: FormUpdate): string[] {
  const lines = [`${update.form}: ${update.status}: ${update.message}`];
  for (const name of update.missingFields) lines.push(`  mapped field no longer in the form: ${name}`);
  for (const name of update.newFields) lines.push(`  new field, not mapped: ${name}`);
  return lines;
}
