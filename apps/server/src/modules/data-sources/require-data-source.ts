import { AppError } from '@camino/contracts';
import type { Question } from '@camino/questionnaire';
import { EngineError, requireDataSource } from '@camino/questionnaire';
import { type DataSourceProvider, DATA_SOURCE_PROVIDERS } from './data-source-providers';

/**
 * The provider of a data source name; an unknown name is a 404 with the engine's
 * 'Data source not found: {name}'. The name is looked up as a SELECT naming it would be, so the
 * message has one source: the engine.
 */
export function requireDataSourceByName(name: string): DataSourceProvider {
  const select = { properties: { ds: name } } as unknown as Question;
  try {
    return requireDataSource(DATA_SOURCE_PROVIDERS, select)!;
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    throw new AppError('NOT_FOUND', {
      detail: error.message,
      extensions: { engineCode: error.code },
      cause: error,
    });
  }
}
