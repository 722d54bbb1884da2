import { beforeAll, describe, expect, it } from 'vitest';
import { loadValidationSandbox, type ValidationSandbox } from './sandbox';

let sandbox: ValidationSandbox;

beforeAll(async () => {
  sandbox = await loadValidationSandbox();
});

describe('validation sandbox', () => {
  it('passes and fails on the answers given as data', () => {
    const script = "const born = Date.parse(answer(7, 1, 1) + 'T00:00:00Z'); return born <= Date.now();";
    expect(sandbox.run(script, { '7': '1990-05-17' })).toEqual({ ok: true, value: true });
    expect(sandbox.run(script, { '7': '2999-01-01' })).toEqual({ ok: true, value: false });
    expect(sandbox.run("return answer(7, 1, 2) === 'b' && answer(8, 1, 1) === '';", { '7_2': 'b' })).toEqual({
      ok: true,
      value: true,
    });
  });

  it('stops a script that loops forever', () => {
    const started = Date.now();
    expect(sandbox.run('for (;;) {}', {})).toMatchObject({ ok: false, failure: 'timeout' });
    // Far above the sandbox's own deadline: only a loop that is never interrupted comes near it,
    // while a loaded machine may delay an interrupted one by a second or two.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  // The first allocation-heavy run compiles QuickJS's allocator paths, which takes seconds of CPU;
  // on a machine running other test files at once that can exceed the default timeout.
  it('stops a script that allocates too much', { timeout: 120_000 }, () => {
    const result = sandbox.run('const chunks = []; for (;;) chunks.push(new Uint8Array(1 << 20));', {});
    expect(result).toMatchObject({ ok: false, failure: 'memory' });
  });

  it('has no host access: fetch, require, process, timers', () => {
    for (const name of ['fetch', 'require', 'process', 'setTimeout', 'globalThis.std', 'globalThis.os']) {
      const result = sandbox.run(`return ${name}('x');`, {});
      expect(result, name).toMatchObject({ ok: false, failure: 'error' });
    }
    expect(sandbox.run('return typeof fetch + typeof require + typeof process;', {})).toEqual({
      ok: true,
      value: 'undefinedundefinedundefined',
    });
  });

  it('reports a throwing script as an error and keeps working afterwards', () => {
    expect(sandbox.run("throw new Error('boom');", {})).toMatchObject({
      ok: false,
      failure: 'error',
      message: 'Error: boom',
    });
    expect(sandbox.run('return 1 + 1;', {})).toEqual({ ok: true, value: 2 });
  });
});
