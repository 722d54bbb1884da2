/** The declaration's sections, advice and facts per case type, and the PDF's words, read from content/declaration. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { STRATEGIES, type Strategy } from '@camino/contracts';
import { parse } from 'yaml';
import { z } from 'zod';
import { contentCache } from '../../lib/content-cache';

const bilingual = z.object({ en: z.string().min(1), es: z.string().min(1) });
const bilingualList = z.object({ en: z.array(z.string().min(1)), es: z.array(z.string().min(1)) });

const sectionSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]*$/),
  title: bilingual,
  minWords: z.number().int().min(0),
  incidents: z.boolean().default(false),
  optional: z.boolean().default(false),
  prompts: bilingualList,
  example: z.object({ vague: bilingual, specific: bilingual }),
});

const dateFactSchema = z.object({
  key: z.string().min(1),
  label: bilingual,
  cues: bilingualList,
});

const personFactSchema = z.object({
  label: bilingual,
  first: z.string().min(1),
  last: z.string().min(1),
});

export const declarationContentSchema = z.object({
  strategy: z.enum(STRATEGIES),
  title: bilingual,
  sections: z.array(sectionSchema).min(1),
  advice: z.array(bilingual),
  facts: z.object({ dates: z.array(dateFactSchema), people: z.array(personFactSchema) }),
});

const documentWordsSchema = z.object({
  name: z.string(),
  aNumber: z.string(),
  intro: z.string().includes('{{name}}'),
  perjury: z.string(),
  signature: z.string(),
  date: z.string(),
  draftMark: z.string(),
  translationNote: z.string(),
  page: z.string(),
});

export const documentContentSchema = z.object({ en: documentWordsSchema, es: documentWordsSchema });

export type DeclarationContent = z.infer<typeof declarationContentSchema>;
export type DeclarationSection = DeclarationContent['sections'][number];
export type DateFact = DeclarationContent['facts']['dates'][number];
export type PersonFact = DeclarationContent['facts']['people'][number];
export type DocumentWords = z.infer<typeof documentWordsSchema>;

export interface DeclarationContentSet {
  readonly byStrategy: ReadonlyMap<Strategy, DeclarationContent>;
  readonly document: z.infer<typeof documentContentSchema>;
}

/** What is wrong with one case type's file beyond its shape: duplicate keys, prompts not in both languages. */
export function declarationContentProblems(content: DeclarationContent): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const section of content.sections) {
    if (keys.has(section.key)) problems.push(`section ${section.key} is listed twice`);
    keys.add(section.key);
    if (section.prompts.en.length !== section.prompts.es.length || section.prompts.en.length === 0)
      problems.push(`section ${section.key} needs the same prompts in English and Spanish`);
  }
  for (const fact of content.facts.dates)
    if (fact.cues.en.length === 0 || fact.cues.es.length === 0)
      problems.push(`date ${fact.key} needs cues in English and Spanish`);
  return problems;
}

async function readYaml(file: string): Promise<unknown> {
  return parse(await readFile(file, 'utf8')) as unknown;
}

async function loadContent(contentDir: string): Promise<DeclarationContentSet> {
  const dir = path.join(contentDir, 'declaration');
  const byStrategy = new Map<Strategy, DeclarationContent>();
  for (const strategy of STRATEGIES) {
    const file = path.join(dir, `${strategy}.yaml`);
    const content = declarationContentSchema.parse(await readYaml(file));
    const problems = declarationContentProblems(content);
    if (content.strategy !== strategy) problems.push(`names strategy ${content.strategy}`);
    if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
    byStrategy.set(strategy, content);
  }
  const document = documentContentSchema.parse(await readYaml(path.join(dir, 'document.yaml')));
  return { byStrategy, document };
}

/** The content of one content folder, read once. */
export const declarationContentFor = contentCache(loadContent);
