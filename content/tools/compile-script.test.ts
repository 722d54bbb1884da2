import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileValidationScript } from './compile-script';

describe('compileValidationScript', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('compiles in the sandbox without touching the network', async () => {
    // The QuickJS WASM must come from the npm package on disk, never from a download.
    vi.stubGlobal('fetch', () => {
      throw new Error('network used');
    });
    expect(await compileValidationScript('return answer(7, {{group}}, {{loop_id}}) !== "";')).toBeNull();
  });

  it('returns the syntax error', async () => {
    expect(await compileValidationScript('return (1;')).toMatch(/expecting/);
  });

  it('only compiles: a script that would never end is not run', async () => {
    expect(await compileValidationScript('while (true) {}')).toBeNull();
  });
});
