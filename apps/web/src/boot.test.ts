import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from './lib/session/storage-session-source';

describe('the boot script of prerendered pages', () => {
  it('looks for a signed-in visitor under the key the app stores the session at', () => {
    const source = readFileSync(new URL('./boot.ts', import.meta.url), 'utf8');
    expect(source).toContain(`const SESSION_STORAGE_KEY = '${SESSION_STORAGE_KEY}';`);
  });

  it('waits for the event the app sends once it has started', () => {
    const boot = readFileSync(new URL('./boot.ts', import.meta.url), 'utf8');
    const main = readFileSync(new URL('./main.tsx', import.meta.url), 'utf8');
    const event = /APP_STARTED_EVENT = '([^']+)'/.exec(boot)?.[1];
    expect(event).toBeTruthy();
    expect(main).toContain(`new Event('${event}')`);
  });
});
