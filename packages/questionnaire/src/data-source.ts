import { dataSourceNotFound } from './engine-error';
import type { Question } from './types';

/** The data source a SELECT names, looked up among those provided; throws when it is unknown. */
export function requireDataSource<T>(
  sources: Readonly<Record<string, T>>,
  question: Question,
): T | undefined {
  const name = question.properties.ds;
  if (name === undefined) return undefined;
  if (!Object.hasOwn(sources, name)) throw dataSourceNotFound(name);
  return sources[name];
}
