import { describe, expect, it } from 'vitest';
import { CHANNEL_NAME } from './lib/session/tab-channel';
import { AUTH_STORAGE_KEY } from './lib/session/token-store';
import { SESSION_STORAGE_KEY } from './lib/session/storage-session-source';
import { QUICK_EXIT_PRESS_GAP_MS, QUICK_EXIT_PRESSES } from './lib/quick-exit/quick-exit-shortcut';
import { QUICK_EXIT_URL } from './lib/quick-exit/leave-site';
import { BOOT_QUICK_EXIT_ATTRIBUTE, LEFT_ATTRIBUTE, QUICK_EXIT_EVENT } from './lib/quick-exit/use-quick-exit-guards';
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

  it('leaves on Escape pressed as the app counts it, and hands the exit to the app once it runs', () => {
    expect(bootSource).toContain(`const SESSION_CHANNEL = '${CHANNEL_NAME}';`);
    expect(bootSource).toContain(`const QUICK_EXIT_URL = '${QUICK_EXIT_URL}';`);
    expect(bootSource).toContain(`const QUICK_EXIT_PRESSES = ${QUICK_EXIT_PRESSES};`);
    expect(bootSource).toContain(
      `const QUICK_EXIT_PRESS_GAP_MS = ${QUICK_EXIT_PRESS_GAP_MS.toLocaleString('en').replace(',', '_')};`,
    );
    expect(bootSource).toContain(`QUICK_EXIT_EVENT = '${QUICK_EXIT_EVENT}'`);
    expect(bootSource).toContain(`BOOT_QUICK_EXIT_ATTRIBUTE = '${BOOT_QUICK_EXIT_ATTRIBUTE}'`);
    expect(bootSource).toContain(`LEFT_ATTRIBUTE = '${LEFT_ATTRIBUTE}'`);
    expect(mainSource).toContain('if (leftBeforeStart()) return;');
  });
});
