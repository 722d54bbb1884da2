/** The after-filing facts of `content/filing/after-filing.yaml`, for one case type and language. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AFTER_FILING_FACT_IDS,
  type AfterFilingContent,
  afterFilingContentSchema,
  type AfterFilingFact,
  type Locale,
  type Strategy,
} from '@camino/contracts';
import { parse } from 'yaml';
import { contentCache } from '../../lib/content-cache';

export const loadAfterFilingContent = contentCache(async (contentDir: string): Promise<AfterFilingContent> =>
  afterFilingContentSchema.parse(
    parse(await readFile(path.join(contentDir, 'filing', 'after-filing.yaml'), 'utf8')),
  ),
);

export function factsFor(content: AfterFilingContent, strategy: Strategy, lang: Locale): AfterFilingFact[] {
  return AFTER_FILING_FACT_IDS.flatMap((id) => {
    const fact = content.facts[id];
    if (!fact.cases.includes(strategy)) return [];
    return [{ id, text: fact[lang], sourceUrl: fact.source_url, asOf: fact.as_of }];
  });
}
