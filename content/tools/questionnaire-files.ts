import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** content/ itself, wherever the tools are run from. */
export const CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const QUESTIONNAIRES_DIR = join(CONTENT_DIR, 'questionnaires');
export const GRAPHS_DIR = join(CONTENT_DIR, 'graphs');

/** Every questionnaire file, sorted so output is stable. */
export async function questionnaireFiles(): Promise<string[]> {
  const names = await readdir(QUESTIONNAIRES_DIR);
  return names
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(QUESTIONNAIRES_DIR, name));
}
