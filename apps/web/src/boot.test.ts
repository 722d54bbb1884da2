import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from './lib/session/token-store';
import { SESSION_STORAGE_KEY } from './lib/session/storage-session-source';
import bootSource from './boot.ts?raw';
import mainSource from './main.tsx?raw';

describe('the boot script of prerendered pages', () => {
  it('looks for a signed-in visitor under the key the app stores the session at', () => {
    expect(bootSource).toContain(`const SESSION_STORAGE_KEY = '${SESSION_STORAGE_KEY}';`);
    expect(bootSource).toContain(`const AUTH_STORAGE_KEY = '${AUTH_STORAGE_KEY}';`);
  });

  it('waits for the event the app sends once it has started', () => {
    const event = /APP_STARTED_EVENT = '([^']+)'/.exec(bootSource)?.[1];
    expect(event).toBeTruthy();
    expect(mainSource).toContain(`new Event('${event}')`);
  });
});
