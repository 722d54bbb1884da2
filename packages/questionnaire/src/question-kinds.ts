import type { QuestionType } from './types';

const INPUT_TYPES: ReadonlySet<QuestionType> = new Set([
  'DATEPICKER',
  'SELECT',
  'NUMBER',
  'TEXT',
  'TEXTAREA',
  'EMAIL',
  'PHONE',
  'CHECKBOX',
  'RADIO',
]);

/** True for questions the applicant types or picks an answer into. */
export const isInputType = (type: QuestionType): boolean => INPUT_TYPES.has(type);

/** True for questions answered by choosing OPTION children. */
export const isChoiceType = (type: QuestionType): boolean => type === 'RADIO' || type === 'CHECKBOX';

/** True for nodes shown to the applicant as a page: inputs, labels and templates. */
export const isDisplayableType = (type: QuestionType): boolean =>
  INPUT_TYPES.has(type) || type === 'LABEL' || type === 'TEMPLATE';
