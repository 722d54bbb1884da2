import { describe, expect, it } from 'vitest';
import { checkQuestionnaireText } from './check-questionnaire';
import { parseQuestionnaire, toEngineData } from './load-questionnaire';

/** A page asking whether the marriage ended, then one whose fields apply only if it did. */
const text = (when: string) => `
id: conditions
title: { en: Conditions, es: Condiciones }
start: still_married
questions:
  - id: still_married
    type: RADIO
    required: true
    label: { en: Are you still married?, es: ¿Sigue casada? }
    options:
      - { id: married, label: { en: 'Yes', es: 'Sí' } }
      - { id: divorced, label: { en: Divorced, es: Divorciada } }
      - { id: widowed, label: { en: Widowed, es: Viuda } }
    next: marriage_end
  - id: marriage_end
    type: TEMPLATE
    label: { en: If the marriage ended, es: Si el matrimonio terminó }
    next: end
    fields:
      - id: end_date
        type: DATEPICKER
        required: true
        label: { en: Date it ended, es: Fecha en que terminó }
        when: ${when}
`;

describe('fields that apply only after an answer', () => {
  it('load as the question ids and option ids the engine reads', () => {
    const loaded = toEngineData(parseQuestionnaire(text('{ field: still_married, is: [divorced, widowed] }')));
    const id = (name: string) => loaded.ids.get(name);
    const field = loaded.questions.find((question) => question.question_id === id('end_date'));
    expect(field?.properties.when).toEqual({
      q: [id('still_married')],
      o: [id('still_married.divorced'), id('still_married.widowed')],
    });
  });

  it('pass the check when they name a choice and its options', async () => {
    expect(await checkQuestionnaireText(text('{ field: still_married, is: divorced }'), 'c.yaml')).toEqual([]);
  });

  it.each([
    ['{ field: nowhere, is: divorced }', 'when: "nowhere" is not a RADIO or CHECKBOX of this file'],
    ['{ field: still_married, is: annulled }', 'when: "still_married" has no option "annulled"'],
    ['{ field: end_date, is: divorced }', 'when: "end_date" is not a RADIO or CHECKBOX of this file'],
  ])('are reported when they name what is not there: %s', async (when, message) => {
    const problems = await checkQuestionnaireText(text(when), 'c.yaml');
    expect(problems.map((problem) => problem.message)).toContain(message);
  });
});
