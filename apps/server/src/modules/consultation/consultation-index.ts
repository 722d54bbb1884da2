import { contentFilePassages } from './content-file-passages';
import { createPassageIndex, type PassageIndex } from './passage-index';
import { pageCatalogPassages } from './page-catalog-passages';

const built = new Map<string, Promise<PassageIndex>>();

async function buildIndex(contentDir: string, catalogsDir: string): Promise<PassageIndex> {
  const passages = [
    ...(await pageCatalogPassages(catalogsDir)),
    ...(await contentFilePassages(contentDir, catalogsDir)),
  ];
  return createPassageIndex(passages);
}

/** The search index over the content of one deployment, built once on first use. */
export function consultationIndexFor(contentDir: string, catalogsDir: string): Promise<PassageIndex> {
  const key = `${contentDir}\n${catalogsDir}`;
  let index = built.get(key);
  if (!index) {
    index = buildIndex(contentDir, catalogsDir);
    built.set(key, index);
    index.catch(() => built.delete(key));
  }
  return index;
}
