/** Data sources a SELECT may name (`ds`); the server provides each under the same name. */
export const DATA_SOURCES = [
  'countries',
  'us-states',
  'languages',
  'phone-prefixes',
  'zip',
  'relationship-types',
  'document-types',
] as const;

export type DataSourceName = (typeof DATA_SOURCES)[number];

/** True for a data source the server provides. */
export const isDataSource = (name: string): name is DataSourceName =>
  (DATA_SOURCES as readonly string[]).includes(name);
