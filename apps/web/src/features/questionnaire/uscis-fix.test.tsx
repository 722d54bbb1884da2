import { buildFlow, type Question } from '@camino/questionnaire';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import enQuestionnaire from '../../locales/en/questionnaire.json';
import esQuestionnaire from '../../locales/es/questionnaire.json';
import { QuestionField } from './question-field';

const name: Question = {
  question_id: 2,
  type: 'TEXT',
  parent_id: null,
  loop_id: 1,
  loop_group: 'WITHOUT_GROUP',
  group: 1,
  order: 2,
  required: true,
  length: null,
  code: null,
  properties: { uscis: true },
};
const start: Question = { ...name, question_id: 1, type: 'START', properties: {} };
const flow = buildFlow(
  [start, name],
  [{ from: 1, to: 2, text: null, loop: false }],
  [
    {
      question_label_id: 2,
      lang: 'es',
      label: 'Nombre',
      placeholder: null,
      error_text: null,
      help_text: null,
    },
  ],
);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a field that USCIS forms cannot take as typed', () => {
  it('offers the plain spelling, says why, and uses it when asked', async () => {
    i18n.addResourceBundle('en', 'questionnaire', enQuestionnaire, true, true);
    i18n.addResourceBundle('es', 'questionnaire', esQuestionnaire, true, true);
    await i18n.changeLanguage('es');
    const onChange = vi.fn();
    render(
      <QuestionField
        flow={flow}
        question={name}
        loopId={1}
        lang="es"
        value="María López"
        onChange={onChange}
        error={{ message: 'Use solo letras del alfabeto inglés (sin acentos ni ñ).', key: 'uscisCharacters' }}
        asHeading={false}
      />,
    );
    expect(screen.getByText(/sin acentos ni ñ/)).toBeInTheDocument();
    expect(screen.getByTestId('uscis-fix')).toHaveTextContent('Lo escribiremos así: “Maria Lopez”.');
    fireEvent.click(screen.getByRole('button', { name: 'Usar esto' }));
    expect(onChange).toHaveBeenCalledWith('Maria Lopez');
  });
});
