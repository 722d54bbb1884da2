import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import type { LoadedQuestionnaire } from './load-questionnaire';
import { loadQuestionnaire } from './load-questionnaire';
import { SECTIONED_MANIFEST } from './questionnaire-files';
import { localizedSchema } from './schema';

/** `<folder>/questionnaire.yaml`: a questionnaire answered in sections, one file per section. */
export const sectionedQuestionnaireSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  title: localizedSchema,
  /** Section file names (without .yaml) in the order they are answered. */
  sections: z.array(z.string().regex(/^[a-z][a-z0-9_]*$/)).min(1),
});
export type SectionedQuestionnaireSource = z.infer<typeof sectionedQuestionnaireSchema>;

/** One section: its key (the file name) and its questions in the engine's shape. */
export interface LoadedSectionSource {
  readonly key: string;
  readonly questionnaire: LoadedQuestionnaire;
}

/** A questionnaire made of sections, as the seeder stores it: one configuration, one section per file. */
export interface LoadedSectionedQuestionnaire {
  readonly id: string;
  readonly title: LoadedQuestionnaire['title'];
  readonly sections: readonly LoadedSectionSource[];
}

/** A section file's questionnaire id: the folder's id and the section key, so numeric ids never collide. */
export const sectionFileId = (questionnaireId: string, section: string): string =>
  `${questionnaireId}_${section}`;

/** Reads and validates a folder's manifest. */
export async function readSectionedManifest(dir: string): Promise<SectionedQuestionnaireSource> {
  return sectionedQuestionnaireSchema.parse(parse(await readFile(join(dir, SECTIONED_MANIFEST), 'utf8')));
}

/** The section files a folder holds besides its manifest, by key. */
export async function sectionFilesIn(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.yaml') && name !== SECTIONED_MANIFEST);
  return new Map(names.sort().map((name) => [basename(name, '.yaml'), join(dir, name)]));
}

/** Loads a folder's questionnaire with every section, in the manifest's order. */
export async function loadSectionedQuestionnaire(dir: string): Promise<LoadedSectionedQuestionnaire> {
  const manifest = await readSectionedManifest(dir);
  const sections: LoadedSectionSource[] = [];
  for (const key of manifest.sections) {
    sections.push({ key, questionnaire: await loadQuestionnaire(join(dir, `${key}.yaml`)) });
  }
  return { id: manifest.id, title: manifest.title, sections };
}
