import { afterEach, describe, expect, it } from 'vitest';
import { shortUrls } from '../src/db/schema';
import { startServer } from '../src/main';
import { createProcessEnvironment, type ProcessEnvironment } from './process-environment';
import { testConfig } from './test-config';

describe('persistence across restarts', () => {
  let environment: ProcessEnvironment | undefined;
  afterEach(() => environment?.cleanup());

  it('keeps rows written before a stop', async () => {
    environment = await createProcessEnvironment();
    const config = testConfig(environment.env);
    const listen = { host: '127.0.0.1', port: 0 };

    const first = await startServer({ config, listen });
    await first.database.db.insert(shortUrls).values({ slug: 'kept-across-restart', target: '/help' });
    await first.stop();

    const second = await startServer({ config, listen });
    try {
      const response = await fetch(`${second.url}/api/url-shorter/kept-across-restart`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ target: '/help' });
      expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
