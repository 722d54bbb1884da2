import { fileURLToPath } from 'node:url';
import { type Config, loadConfig } from '../src/config';

export const FIXTURE_WEB_DIST = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

/** A configuration for tests: quiet, fixture web app, nothing read from the developer's environment. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: FIXTURE_WEB_DIST,
    ...env,
  });
}
