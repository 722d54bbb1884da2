import { describe, expect, it } from 'vitest';
import { toAnswersToDelete } from './answers-to-delete';
import { toAnswersToSave } from './answers-to-save';
import { loopFlow } from './testing/fixtures';

describe('answer rows', () => {
  const flow = loopFlow();
  const answers = [{ questionId: 4, loopId: 2, response: 'Sol' }];
  const context = { question_section_id: 7, config_id: 42 };

  it('shapes answers to save', () => {
    expect(toAnswersToSave(flow, answers, context)).toEqual([
      {
        question_id: 4,
        question_section_id: 7,
        config_id: 42,
        group: 1,
        response: 'Sol',
        loop_id: 2,
        loop_group: 'kids',
      },
    ]);
  });

  it('shapes answers to delete', () => {
    expect(toAnswersToDelete(flow, answers, context)).toEqual([
      { qid: 4, lid: 2, g: 1, lg: 'kids', qsid: 7, c: 42 },
    ]);
  });
});
