import type { ADDRESS_SOURCE_NAMES, MappingEntry, MappingFile } from './form-schema';
import { isCheckEntry, isTextEntry } from './form-schema';

export type AddressSource = (typeof ADDRESS_SOURCE_NAMES)[number];

/**
 * The addresses a form field can print, and the answers each is read from. A form's instructions say,
 * item by item, whether they ask where the applicant lives or where USCIS should write; the mapping
 * names the source of every address item and the check holds each field to it.
 */
export const ADDRESS_SOURCES = {
  residence: {
    describe: 'home address (where the applicant lives)',
    keys: /^about_you\.(street|apartment|unit_type|city|state|zip)$|^computed\.home_unit$/,
  },
  notice: {
    describe: 'where USCIS writes: the safe mailing address, else the home address',
    keys: /^computed\.notice_address\./,
  },
  safe: {
    describe: 'the safe mailing address only (blank when there is none)',
    keys: /^computed\.safe_address\./,
  },
  shared_with_abuser: {
    describe: 'the last address shared with the abuser',
    keys: /^residence\.shared_(street|apartment|unit_type|city|state|zip|province|postal_code|country)$|^computed\.shared_unit$/,
  },
  abroad: {
    describe: 'the address abroad',
    keys: /^about_you\.foreign_(street|apartment|unit_type|city|province|postal_code|country)$|^computed\.foreign_unit$/,
  },
  relative_residence: {
    describe: "the relative's home address",
    keys: /^family\.relative_(street|apt|apartment|city|state|zip|province|postal_code|country)$/,
  },
  relative_mailing: {
    describe: "the relative's mailing address",
    keys: /^family\.relative_mail_(care_of|street|apt|apartment|unit_type|city|state|zip)$/,
  },
} as const satisfies Record<AddressSource, { describe: string; keys: RegExp }>;

const SOURCES = Object.keys(ADDRESS_SOURCES) as AddressSource[];

/**
 * Keys that hold one of the applicant's addresses without saying which one a form wants: the mailing
 * answers as typed (empty when the applicant said "same address"), read only through `notice` or `safe`.
 */
const UNDECLARED_ADDRESS =
  /^about_you\.mail_(in_care_of|street|apartment|unit_type|city|state|zip)$|^computed\.mailing_/;

/** The keys an entry reads. */
export function entryKeys(entry: MappingEntry): string[] {
  if (isTextEntry(entry)) return Array.isArray(entry.text) ? entry.text : [entry.text];
  if (isCheckEntry(entry)) return [entry.check, ...(entry.if === undefined ? [] : [entry.if])];
  return entry.if === undefined ? [] : [entry.if];
}

/** The address source a key belongs to, if it is part of an address. */
export function addressSourceOf(key: string): AddressSource | undefined {
  return SOURCES.find((source) => ADDRESS_SOURCES[source].keys.test(key));
}

/** Problems of a mapping's address items: undeclared address fields and fields read from another address. */
export function addressProblems(mapping: MappingFile): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const declared = new Map<string, { item: string; source: AddressSource }>();
  for (const address of mapping.addresses ?? [])
    for (const field of address.fields) {
      if (declared.has(field)) problems.push({ field, message: 'is in two address items' });
      declared.set(field, { item: address.item, source: address.source });
      if (!(field in mapping.fields))
        problems.push({ field, message: `address item ${address.item} names a field that is not mapped` });
    }
  for (const [field, entry] of Object.entries(mapping.fields)) {
    // A value such as "USA" printed only when an address is given belongs to that address's item.
    const keys = isTextEntry(entry) || isCheckEntry(entry) ? entryKeys(entry) : [];
    const valueIf = !isTextEntry(entry) && !isCheckEntry(entry) ? entryKeys(entry) : [];
    const declaration = declared.get(field);
    for (const key of keys) {
      if (UNDECLARED_ADDRESS.test(key)) {
        problems.push({
          field,
          message: `reads "${key}" directly: an address field reads the residence, notice or safe address`,
        });
        continue;
      }
      const source = addressSourceOf(key);
      if (source === undefined) continue;
      if (declaration === undefined)
        problems.push({ field, message: `prints the ${source} address but is in no address item` });
      else if (declaration.source !== source)
        problems.push({
          field,
          message: `address item ${declaration.item} is filled from the ${declaration.source} address, but the field reads "${key}"`,
        });
    }
    for (const key of valueIf) {
      const source = addressSourceOf(key);
      if (source !== undefined && declaration !== undefined && declaration.source !== source)
        problems.push({
          field,
          message: `address item ${declaration.item} is filled from the ${declaration.source} address, but the field is written when "${key}" is`,
        });
    }
  }
  return problems;
}

/** The lines `content:check` prints per form: each address item, its source and its fields. */
export function formatAddresses(form: string, mapping: MappingFile): string[] {
  const addresses = mapping.addresses ?? [];
  if (addresses.length === 0) return [`forms/${form}: addresses: none on this form`];
  return addresses.map(
    (address) =>
      `forms/${form}: address ${address.item} (${address.asks}) ← ${address.source}: ${ADDRESS_SOURCES[address.source].describe}; fields: ${address.fields.join(', ')}`,
  );
}
