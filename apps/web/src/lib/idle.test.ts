import { describe, expect, it } from 'vitest';
import { runLimited } from './idle';

describe('runLimited', () => {
  it('never runs more than the limit at once and survives failures', async () => {
    let active = 0;
    let peak = 0;
    const done: number[] = [];
    const task = (n: number) => async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
      if (n === 2) throw new Error('chunk failed');
      done.push(n);
    };
    await runLimited([1, 2, 3, 4, 5, 6, 7].map(task), 4);
    expect(peak).toBe(4);
    expect(done.sort()).toEqual([1, 3, 4, 5, 6, 7]);
  });
});
