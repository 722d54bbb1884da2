import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ConsultationLanguage, STRATEGIES, type Strategy } from '@camino/contracts';
import type { Passage } from './passages';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const asObject = (value: Json | undefined): JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
const asList = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);
const asText = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

async function readCatalog(dir: string, language: ConsultationLanguage, name: string): Promise<JsonObject> {
  return asObject(JSON.parse(await readFile(path.join(dir, language, `${name}.json`), 'utf8')) as Json);
}

/** Titled items (`{title, text}` or `{q, a}`) of a list, as passages under one page title. */
function itemPassages(
  base: Omit<Passage, 'id' | 'title' | 'text'>,
  idPrefix: string,
  pageTitle: string,
  items: Json[],
): Passage[] {
  return items.flatMap((item, index) => {
    if (typeof item === 'string')
      return [{ ...base, id: `${idPrefix}/${index}`, title: pageTitle, text: item }];
    const entry = asObject(item);
    const heading = asText(entry.title) || asText(entry.q);
    const text = asText(entry.text) || asText(entry.a);
    if (!text) return [];
    return [{ ...base, id: `${idPrefix}/${index}`, title: `${pageTitle}: ${heading}`, text }];
  });
}

/**
 * The case-type pages (what it is, who it is for, requirements, steps, dates and facts, FAQ). They are
 * shown before an account exists, so a signed-in applicant reads them quoted in the answer.
 */
async function strategyPassages(dir: string, language: ConsultationLanguage): Promise<Passage[]> {
  const catalog = await readCatalog(dir, language, 'strategies');
  const common = asObject(catalog.common);
  return STRATEGIES.flatMap((strategy: Strategy) => {
    const page = asObject(catalog[strategy]);
    const name = asText(page.name);
    const base = { language, strategy, href: null };
    const single = (key: string, heading: string, text: string): Passage[] =>
      text ? [{ ...base, id: `strategies/${strategy}/${key}`, title: `${name}: ${heading}`, text }] : [];
    return [
      ...single('whatItIs', asText(common.whatItIs), asText(page.whatItIs)),
      ...single('whoFor', asText(common.whoFor), asText(page.whoFor)),
      ...single('requirements', asText(common.requirements), asList(page.requirements).map(asText).join(' ')),
      ...itemPassages(
        base,
        `strategies/${strategy}/steps`,
        `${name}: ${asText(common.steps)}`,
        asList(page.steps),
      ),
      ...itemPassages(
        base,
        `strategies/${strategy}/facts`,
        `${name}: ${asText(common.facts)}`,
        asList(page.facts),
      ),
      ...itemPassages(base, `strategies/${strategy}/faq`, `${name}: ${asText(common.faq)}`, asList(page.faq)),
    ];
  });
}

/** The public information pages an applicant can open: help, services, resources, about us. */
async function publicPagePassages(dir: string, language: ConsultationLanguage): Promise<Passage[]> {
  const help = await readCatalog(dir, language, 'help');
  const services = await readCatalog(dir, language, 'services');
  const resources = await readCatalog(dir, language, 'resources');
  const about = await readCatalog(dir, language, 'about');
  const base = (href: string) => ({ language, strategy: null, href });
  const section = (href: string, id: string, title: string, value: Json | undefined): Passage[] => {
    const entry = asObject(value);
    const text = asText(entry.text);
    return text ? [{ ...base(href), id, title: `${title}: ${asText(entry.title)}`, text }] : [];
  };
  const helpTitle = asText(help.title);
  const servicesTitle = asText(services.title);
  const resourcesTitle = asText(resources.title);
  const aboutTitle = asText(about.title);
  return [
    ...asList(help.sections).flatMap((value, index) =>
      itemPassages(base('/help'), `help/sections/${index}`, helpTitle, asList(asObject(value).faq)),
    ),
    ...section('/help', 'help/contact', helpTitle, help.contact),
    ...(['does', 'doesNot', 'steps'] as const).flatMap((key) =>
      itemPassages(
        base('/services'),
        `services/${key}`,
        `${servicesTitle}: ${asText(services[`${key}Title`])}`,
        asList(services[key]),
      ),
    ),
    ...section('/resources', 'resources/emergency', resourcesTitle, resources.emergency),
    ...itemPassages(base('/resources'), 'resources/kinds', resourcesTitle, asList(resources.kinds)),
    ...section('/resources', 'resources/beware', resourcesTitle, resources.beware),
    ...section('/resources', 'resources/official', resourcesTitle, resources.official),
    ...section('/about-us', 'about/what', aboutTitle, about.what),
  ];
}

/** Every passage of the web app's page catalogs (one JSON file per namespace and language). */
export async function pageCatalogPassages(catalogsDir: string): Promise<Passage[]> {
  const languages: ConsultationLanguage[] = ['en', 'es'];
  const perLanguage = await Promise.all(
    languages.map(async (language) => [
      ...(await strategyPassages(catalogsDir, language)),
      ...(await publicPagePassages(catalogsDir, language)),
    ]),
  );
  return perLanguage.flat();
}
