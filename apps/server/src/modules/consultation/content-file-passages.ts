import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ConsultationLanguage, STRATEGIES } from '@camino/contracts';
import { parse } from 'yaml';
import { checklistContentFor } from '../documents';
import type { Passage } from './passages';

const LANGUAGES: ConsultationLanguage[] = ['en', 'es'];

/** A page's title from the web app's main catalog (`routes.<id>.title`), so citations name it as the menu does. */
async function routeTitles(
  catalogsDir: string,
  routeId: string,
): Promise<Record<ConsultationLanguage, string>> {
  const titles = await Promise.all(
    LANGUAGES.map(async (language) => {
      const catalog = JSON.parse(await readFile(path.join(catalogsDir, `${language}.json`), 'utf8')) as {
        routes?: Record<string, { title?: string }>;
      };
      return catalog.routes?.[routeId]?.title ?? routeId;
    }),
  );
  return { en: titles[0] ?? routeId, es: titles[1] ?? routeId };
}

/** Each document of each case type's checklist: what it proves and what to send. */
async function checklistPassages(contentDir: string, catalogsDir: string): Promise<Passage[]> {
  const checklist = await checklistContentFor(contentDir);
  const pageTitle = await routeTitles(catalogsDir, 'document-checklist');
  return STRATEGIES.flatMap((strategy) =>
    checklist.checklists[strategy].principal.flatMap(({ document }) => {
      const kind = checklist.documents[document];
      if (!kind) return [];
      return LANGUAGES.map((language) => ({
        id: `checklist/${strategy}/${document}`,
        language,
        strategy,
        title: `${pageTitle[language]}: ${kind.label[language]}`,
        href: '/document-checklist',
        text: `${kind.why[language]} ${kind.examples[language]}`,
      }));
    }),
  );
}

interface FilingContent {
  steps?: Partial<Record<ConsultationLanguage, string[]>>;
}

/** How to send the signed package, the same for every case type. */
async function filingPassages(contentDir: string, catalogsDir: string): Promise<Passage[]> {
  const filing = parse(
    await readFile(path.join(contentDir, 'filing', 'filing-instructions.yaml'), 'utf8'),
  ) as FilingContent;
  const pageTitle = await routeTitles(catalogsDir, 'submit-your-case');
  return LANGUAGES.flatMap((language) =>
    (filing.steps?.[language] ?? []).map((text, index) => ({
      id: `filing/steps/${index}`,
      language,
      strategy: null,
      title: pageTitle[language],
      href: '/submit-your-case',
      text,
    })),
  );
}

/** Passages from content/: the document checklists and the filing instructions. */
export async function contentFilePassages(contentDir: string, catalogsDir: string): Promise<Passage[]> {
  return [
    ...(await checklistPassages(contentDir, catalogsDir)),
    ...(await filingPassages(contentDir, catalogsDir)),
  ];
}
