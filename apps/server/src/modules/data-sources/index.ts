import type { ServerModule } from '../server-module';
import { dataSourceRoutes } from './routes';

export { type DataSourceProvider, DATA_SOURCE_PROVIDERS } from './data-source-providers';
export { requireDataSourceByName } from './require-data-source';

/** Reference lists behind SELECT questions (countries, states, languages…), ZIP look-up and phone prefixes. */
export const dataSourcesModule: ServerModule = { name: 'data-sources', routes: dataSourceRoutes };
