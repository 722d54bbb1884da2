import type { ServerModule } from '../server-module';
import { shortUrlRoutes } from './routes';
import { seedShortUrls } from './seed-short-urls';

export const shortUrlsModule: ServerModule = {
  name: 'short-urls',
  routes: shortUrlRoutes,
  seed: seedShortUrls,
};
