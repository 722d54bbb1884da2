import type { DataOption } from '@camino/contracts';
import type { DataSourceName } from '@camino/content';
import { listDocumentTypes, listRelationshipTypes } from './case-lists';
import { listCountries } from './countries';
import type { Lang } from './display-names';
import { listLanguages } from './languages';
import { lookupZip } from './lookup-zip';
import { listPhonePrefixes } from './phone-prefixes';
import { listUsStates } from './us-states';

/** What a SELECT's data source offers, and whether a stored value belongs to it. */
export interface DataSourceProvider {
  options(lang: Lang): readonly DataOption[];
  has(value: string): boolean;
}

function fromList(list: (lang: Lang) => DataOption[]): DataSourceProvider {
  // The lists never change while the process runs; each language is built once.
  const cache = new Map<Lang, readonly DataOption[]>();
  const options = (lang: Lang): readonly DataOption[] => {
    let found = cache.get(lang);
    if (!found) {
      found = list(lang);
      cache.set(lang, found);
    }
    return found;
  };
  let values: Set<string> | undefined;
  return {
    options,
    has(value) {
      values ??= new Set(options('en').map((option) => option.value));
      return values.has(value);
    },
  };
}

/** One provider per name of content/tools/data-sources.ts; the seed refuses content naming any other. */
export const DATA_SOURCE_PROVIDERS: Readonly<Record<DataSourceName, DataSourceProvider>> = {
  countries: fromList(listCountries),
  'us-states': fromList(listUsStates),
  languages: fromList(listLanguages),
  'phone-prefixes': fromList((lang) =>
    listPhonePrefixes(lang).map(({ country, name, prefix }) => ({
      value: country,
      label: `${name} (${prefix})`,
    })),
  ),
  // Too many to list: a ZIP field is typed and checked against the bundled dataset.
  zip: { options: () => [], has: (value) => lookupZip(value) !== null },
  'relationship-types': fromList(listRelationshipTypes),
  'document-types': fromList(listDocumentTypes),
};
