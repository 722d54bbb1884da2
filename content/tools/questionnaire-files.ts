import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** content/ itself, wherever the tools are run from. */
export const CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const QUESTIONNAIRES_DIR = join(CONTENT_DIR, 'questionnaires');
export const GRAPHS_DIR = join(CONTENT_DIR, 'graphs');

/** The file of a questionnaire made of sections: `<folder>/questionnaire.yaml`. */
export const SECTIONED_MANIFEST = 'questionnaire.yaml';

/** Every single-section questionnaire file, sorted so output is stable. */
export async function questionnaireFiles(dir = QUESTIONNAIRES_DIR): Promise<string[]> {
  const names = await readdir(dir);
  return names
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(dir, name));
}

/** Every folder holding a questionnaire made of sections (a `questionnaire.yaml` and one file per section), sorted. */
export async function sectionedQuestionnaireDirs(dir = QUESTIONNAIRES_DIR): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const folders: string[] = [];
  for (const entry of entries
    .filter((item) => item.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const names = await readdir(join(dir, entry.name));
    if (names.includes(SECTIONED_MANIFEST)) folders.push(join(dir, entry.name));
  }
  return folders;
}
