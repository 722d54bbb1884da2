import type { QuestionFlow } from '@camino/contracts';
import type { LoadedConfig } from './load-config';
import { requireSection } from './load-config';

/** GET param-question-flow: questions and flow edges of a configuration, or of one section. */
export function getQuestionFlow(config: LoadedConfig, sectionId?: number): QuestionFlow {
  const sections =
    sectionId === undefined ? [...config.sections.values()] : [requireSection(config, sectionId)];
  return {
    config_id: config.id,
    version: config.version,
    questions: sections.flatMap((section) => section.questions.map((question) => ({ ...question }))),
    edges: sections.flatMap((section) => section.edges.map((edge) => ({ ...edge }))),
  };
}
