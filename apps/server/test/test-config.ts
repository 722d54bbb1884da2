import { fileURLToPath } from 'node:url';
import { type Config, loadConfig } from '../src/config';

export const FIXTURE_WEB_DIST = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

/** What production requires (real transports, shared secrets, a public address), pointed nowhere. */
export const PRODUCTION_SETTINGS: Readonly<Record<string, string>> = {
  PUBLIC_URL: 'https://camino.example.org',
  SMTP_URL: 'smtp://127.0.0.1:9',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'test-token',
  TWILIO_FROM: '+12025550100',
  TWILIO_API_BASE: 'http://127.0.0.1:9',
  AUTH_TOKEN_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
  FILES_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
  STAGING_ALLOW_SANDBOX_PAYMENTS: 'true',
};

/** A configuration for tests: quiet, fixture web app, nothing read from the developer's environment. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: FIXTURE_WEB_DIST,
    ...(env.NODE_ENV === 'production' ? PRODUCTION_SETTINGS : {}),
    ...env,
  });
}
