import type { Label } from '@camino/questionnaire';
import { AppError } from '@camino/contracts';
import type { LoadedConfig } from './load-config';
import { requireSection } from './load-config';

/** GET param-question-label/findLabel: one question's label in a language, or all of a section's. */
export function findLabels(
  config: LoadedConfig,
  input: { question_section_id: number; question_label_id?: number | undefined; lang: string },
): Label[] {
  const section = requireSection(config, input.question_section_id);
  const labels = section.labels.filter(
    (label) =>
      label.lang === input.lang &&
      (input.question_label_id === undefined || label.question_label_id === input.question_label_id),
  );
  if (input.question_label_id !== undefined && labels.length === 0) {
    throw new AppError('NOT_FOUND', {
      detail: `No ${input.lang} label for question ${input.question_label_id}.`,
    });
  }
  return labels;
}
