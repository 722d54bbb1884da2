import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR } from '../questionnaire-files';
import type { FormFile, MappingFile } from './form-schema';
import { formFileSchema, mappingFileSchema } from './form-schema';

export const FORMS_DIR = join(CONTENT_DIR, 'forms');

/** A form's folder: its description, its mapping (when written) and the official PDF. */
export interface FormFolder {
  readonly dir: string;
  readonly form: FormFile;
  readonly mapping?: MappingFile;
  readonly pdf: Uint8Array;
}

/** Ids of the forms kept under content/forms, sorted. */
export async function formIds(dir = FORMS_DIR): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Reads and schema-validates one form folder; throws on a schema error. */
export async function loadFormFolder(id: string, dir = FORMS_DIR): Promise<FormFolder> {
  const folder = join(dir, id);
  const form = formFileSchema.parse(parse(await readFile(join(folder, 'form.yaml'), 'utf8')));
  const mappingText = await readOptional(join(folder, 'mapping.yaml'));
  const mapping = mappingText === undefined ? undefined : mappingFileSchema.parse(parse(mappingText));
  const pdf = new Uint8Array(await readFile(join(folder, form.file)));
  return { dir: folder, form, ...(mapping === undefined ? {} : { mapping }), pdf };
}
