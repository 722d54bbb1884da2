// `npm run content:graph`: writes content/graphs/<id>.mmd for every questionnaire, for legal review.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseQuestionnaire } from './load-questionnaire';
import {
  CONTENT_DIR,
  GRAPHS_DIR,
  questionnaireFiles,
  sectionedQuestionnaireDirs,
} from './questionnaire-files';
import { sectionFilesIn } from './sectioned-questionnaire';
import { toMermaid } from './to-mermaid';

await mkdir(GRAPHS_DIR, { recursive: true });
const sectionFiles = (await Promise.all((await sectionedQuestionnaireDirs()).map(sectionFilesIn))).flatMap(
  (files) => [...files.values()],
);
for (const file of [...(await questionnaireFiles()), ...sectionFiles]) {
  const source = parseQuestionnaire(await readFile(file, 'utf8'));
  const target = join(GRAPHS_DIR, `${source.id}.mmd`);
  await writeFile(target, toMermaid(source));
  console.log(`wrote ${relative(CONTENT_DIR, target)}`);
}
