import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSteadyPercent } from './use-steady-percent';

describe('useSteadyPercent', () => {
  it('never goes backwards while moving forward, and follows the estimate going back', () => {
    const { result, rerender } = renderHook(({ estimate, length }) => useSteadyPercent(estimate, length), {
      initialProps: { estimate: 10, length: 2 },
    });
    expect(result.current).toBe(10);
    rerender({ estimate: 30, length: 3 });
    expect(result.current).toBe(30);
    // A longer branch than estimated: the bar holds still.
    rerender({ estimate: 22, length: 4 });
    expect(result.current).toBe(30);
    rerender({ estimate: 35, length: 5 });
    expect(result.current).toBe(35);
    // Back: the path is shorter, the estimate is shown again.
    rerender({ estimate: 22, length: 4 });
    expect(result.current).toBe(22);
  });
});
