/**
 * The values a form is filled from: answers keyed `section.question` (the n-th loop item as
 * `section.question#n`, a chosen checkbox option as `section.question.option` = 'true'), plus the
 * values computed from them (`computed.*`). Answers are read the same way everywhere else in the case.
 */
export { type AnswerValues as FormValues, readValue, valueKey } from '../questionnaire';
