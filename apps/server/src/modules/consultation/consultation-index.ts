import { contentFilePassages } from './content-file-passages';
import { createPassageIndex, type PassageIndex } from './passage-index';
import { pageCatalogPassages } from './page-catalog-passages';
import { contentCache } from '../../lib/content-cache';

async function buildIndex(contentDir: string, catalogsDir: string): Promise<PassageIndex> {
  const passages = [
    ...(await pageCatalogPassages(catalogsDir)),
    ...(await contentFilePassages(contentDir, catalogsDir)),
  ];
  return createPassageIndex(passages);
}

/** The search index over the content of one deployment, built once on first use. */
export const consultationIndexFor = contentCache(buildIndex);
