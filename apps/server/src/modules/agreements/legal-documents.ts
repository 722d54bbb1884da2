/**
 * The legal texts in force, read from content/legal once per content folder. `versions.yaml` names
 * the version of each document; each version is one Markdown file per language.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type LegalDocument,
  type LegalText,
  legalVersionSchema,
  LOCALES,
  type Locale,
  STRATEGIES,
} from '@camino/contracts';
import { parse } from 'yaml';
import { z } from 'zod';
import { parseLegalMarkdown } from './parse-legal-markdown';
import { contentCache } from '../../lib/content-cache';

const versionsSchema = z.object({
  terms: legalVersionSchema,
  privacy: legalVersionSchema,
  contract: legalVersionSchema,
});

const titleSchema = z.object({ title: z.string().min(1) });

const CONTRACT_LABELS = [
  'details',
  'applicant',
  'caseType',
  'plan',
  'date',
  'version',
  'signature',
  'price',
  'signedAt',
  'signedFrom',
  'unsigned',
  'page',
] as const;

const contractFrontMatterSchema = titleSchema.extend({
  labels: z.object(
    Object.fromEntries(CONTRACT_LABELS.map((label) => [label, z.string().min(1)])) as Record<
      (typeof CONTRACT_LABELS)[number],
      z.ZodString
    >,
  ),
  plans: z.object({ full: z.string(), installments: z.string(), none: z.string() }),
  /** How the price reads in each plan; `{{total}}`, `{{downPayment}}` and `{{count}}` are filled in. */
  prices: z.object({ full: z.string().min(1), installments: z.string().min(1) }),
  strategies: z.object(
    Object.fromEntries([...STRATEGIES, 'none'].map((key) => [key, z.string().min(1)])) as Record<
      (typeof STRATEGIES)[number] | 'none',
      z.ZodString
    >,
  ),
});

/** The contract's text in one language, with the labels and names its PDF needs. */
export type ContractText = LegalText & Omit<z.infer<typeof contractFrontMatterSchema>, 'title'>;

export interface ContractDocument {
  version: string;
  texts: Record<Locale, ContractText>;
}

export interface LegalLibrary {
  terms: LegalDocument;
  privacy: LegalDocument;
  contract: ContractDocument;
}

async function readText<T extends z.ZodType<{ title: string }>>(
  dir: string,
  kind: string,
  version: string,
  locale: Locale,
  frontMatterSchema: T,
): Promise<LegalText & z.infer<T>> {
  const where = `legal/${kind}/${version}.${locale}.md`;
  const source = await readFile(path.join(dir, kind, `${version}.${locale}.md`), 'utf8');
  const { frontMatter, intro, sections } = parseLegalMarkdown(source, where);
  const meta = frontMatterSchema.safeParse(frontMatter);
  if (!meta.success)
    throw new Error(`${where}: ${meta.error.issues.map((issue) => issue.message).join('; ')}`);
  if (sections.length === 0) throw new Error(`${where}: no sections`);
  return { ...meta.data, intro, sections };
}

async function readDocument<T extends z.ZodType<{ title: string }>>(
  dir: string,
  kind: string,
  version: string,
  frontMatterSchema: T,
) {
  const [en, es] = await Promise.all(
    LOCALES.map((locale) => readText(dir, kind, version, locale, frontMatterSchema)),
  );
  // The two languages are one agreement: a section missing in one would be a different contract.
  if (en!.sections.length !== es!.sections.length)
    throw new Error(`legal/${kind}/${version}: English and Spanish have different sections`);
  return { version, texts: { en: en!, es: es! } };
}

export async function loadLegalLibrary(contentDir: string): Promise<LegalLibrary> {
  const dir = path.join(contentDir, 'legal');
  const versions = versionsSchema.parse(parse(await readFile(path.join(dir, 'versions.yaml'), 'utf8')));
  const [terms, privacy, contract] = await Promise.all([
    readDocument(dir, 'terms', versions.terms, titleSchema),
    readDocument(dir, 'privacy', versions.privacy, titleSchema),
    readDocument(dir, 'contract', versions.contract, contractFrontMatterSchema),
  ]);
  const plain = (document: typeof terms): LegalDocument => ({
    version: document.version,
    texts: {
      en: {
        title: document.texts.en.title,
        intro: document.texts.en.intro,
        sections: document.texts.en.sections,
      },
      es: {
        title: document.texts.es.title,
        intro: document.texts.es.intro,
        sections: document.texts.es.sections,
      },
    },
  });
  return { terms: plain(terms), privacy: plain(privacy), contract };
}

/** The library of `contentDir`, read on first use. */
export const legalLibraryFor = contentCache(loadLegalLibrary);
