import { describe, expect, it } from 'vitest';
import { formatUnreached, unreachedQuestions } from './unreached-questions';

describe('questions that reach nothing', () => {
  it('every legal question reaches a form, declaration, document or rule, or says why it is asked', async () => {
    const result = await unreachedQuestions();
    expect(result.unreached.filter((item) => item.reason === undefined).map((item) => item.key)).toEqual([]);
    expect(result.stale).toEqual([]);
    // The T visa question on the last arrival is printed where the I-914 asks for it (Part 3, Item 9).
    expect(result.unreached.map((item) => item.key)).not.toContain('trafficking.arrival');
  });

  it('fails the check on a question asked and printed nowhere', () => {
    const { problems, report } = formatUnreached({
      unreached: [{ key: 'trafficking.arrival', file: 'questionnaires/legal_tvisa/trafficking.yaml' }],
      stale: ['abuse.gone'],
    });
    expect(problems).toHaveLength(2);
    expect(report.at(-1)).toBe('questions that reach nothing: 1, 1 unjustified');
  });
});
