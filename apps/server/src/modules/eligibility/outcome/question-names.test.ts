import { join } from 'node:path';
import type { LoadedQuestionnaire } from '@camino/content';
import { loadQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { ELIGIBILITY_QUESTIONS } from './question-names';

let eligibility: LoadedQuestionnaire;

beforeAll(async () => {
  eligibility = await loadQuestionnaire(join(QUESTIONNAIRES_DIR, 'eligibility.yaml'));
});

describe('names the outcome rules read', () => {
  it.each(Object.keys(ELIGIBILITY_QUESTIONS))(
    '%s exists in eligibility.yaml with the same options',
    (name) => {
      const id = eligibility.ids.get(name);
      expect(id, `question ${name}`).toBeDefined();
      const options = eligibility.questions
        .filter((question) => question.type === 'OPTION' && question.parent_id === id)
        .map((option) => eligibility.names.get(option.question_id)!.slice(name.length + 1));
      expect(options.sort()).toEqual(
        [...ELIGIBILITY_QUESTIONS[name as keyof typeof ELIGIBILITY_QUESTIONS]].sort(),
      );
    },
  );
});
