import { describe, expect, it } from 'vitest';
import { jobStopBudget } from './job-stop-budget';

describe('job stop budget', () => {
  it('leaves a second before the deadline for closing', () => {
    expect(jobStopBudget(10_000, 1_000)).toBe(8_000);
  });

  it('never goes below what pg-boss accepts', () => {
    expect(jobStopBudget(1_500, 1_000)).toBe(1_000);
  });
});
