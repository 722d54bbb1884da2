import { describe, expect, it } from 'vitest';
import { contentCache } from './content-cache';

describe('contentCache', () => {
  it('reads each key once, sharing the read with callers that come while it is under way', async () => {
    const reads: string[] = [];
    const load = contentCache(async (dir: string) => {
      reads.push(dir);
      return { dir };
    });
    const [first, second] = await Promise.all([load('a'), load('a')]);
    expect(first).toBe(second);
    expect(await load('a')).toBe(first);
    await load('b');
    expect(reads).toEqual(['a', 'b']);
  });

  it('keys on every argument', async () => {
    const load = contentCache(async (dir: string, file: string) => `${dir}/${file}`);
    expect(await load('a', 'b')).toBe('a/b');
    expect(await load('a', 'c')).toBe('a/c');
  });

  it('forgets a failed read, so the next call tries again', async () => {
    let attempts = 0;
    const load = contentCache(async (dir: string) => {
      attempts += 1;
      if (attempts === 1) throw new Error(`${dir} is not readable yet`);
      return attempts;
    });
    await expect(load('a')).rejects.toThrow('a is not readable yet');
    expect(await load('a')).toBe(2);
    expect(await load('a')).toBe(2);
  });
});
