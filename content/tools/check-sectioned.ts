import { basename, join } from 'node:path';
import type { Problem } from './check-questionnaire';
import { checkQuestionnaireFile } from './check-questionnaire';
import { parseQuestionnaire } from './load-questionnaire';
import { SECTIONED_MANIFEST } from './questionnaire-files';
import { readSectionedManifest, sectionFileId, sectionFilesIn } from './sectioned-questionnaire';
import { readFile } from 'node:fs/promises';

/** Every problem of a questionnaire folder: its manifest, each section file, and files no manifest names. */
export async function checkSectionedQuestionnaire(dir: string): Promise<Problem[]> {
  const manifestFile = join(dir, SECTIONED_MANIFEST);
  let manifest;
  try {
    manifest = await readSectionedManifest(dir);
  } catch (error) {
    return [{ file: manifestFile, message: `manifest is invalid: ${(error as Error).message}` }];
  }
  const problems: Problem[] = [];
  if (manifest.id !== basename(dir))
    problems.push({ file: manifestFile, message: `id must be the folder's name, ${basename(dir)}` });
  const files = await sectionFilesIn(dir);
  for (const key of manifest.sections) {
    const file = files.get(key);
    if (file === undefined) {
      problems.push({ file: manifestFile, message: `section "${key}" has no file ${key}.yaml` });
      continue;
    }
    const sectionProblems = await checkQuestionnaireFile(file);
    problems.push(...sectionProblems);
    if (sectionProblems.length > 0) continue;
    const expected = sectionFileId(manifest.id, key);
    if (parseQuestionnaire(await readFile(file, 'utf8')).id !== expected)
      problems.push({ file, message: `id must be ${expected}` });
  }
  for (const [key, file] of files)
    if (!manifest.sections.includes(key))
      problems.push({ file, message: 'the manifest does not list this section' });
  return problems;
}
