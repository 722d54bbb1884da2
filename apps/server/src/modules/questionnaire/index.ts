import type { ServerModule } from '../server-module';
import { questionnaireRoutes } from './routes';
import { seedQuestionnaires } from './seed-questionnaires';
import { moveTempSessionAnswers } from './move-temp-answers';

export { type AnswerOwner, caseOwnerOf, resolveAnswerOwner } from './answer-owner';
export {
  type AnswerValues,
  answersToValues,
  type NamedAnswers,
  readValue,
  valueKey,
} from './answer-values';
export type { AnswerWrite } from './answer-write-guards';
export { countAnsweredSectionsWhere } from './count-answered-sections';
export { findActiveConfigs } from './find-active-configs';
export { findOwnerNamedAnswers, type OwnerNamedAnswers } from './find-owner-named-answers';
export { findVariables } from './find-variables';
export { getFlowPath, getFlowPaths } from './get-flow-path';
export { requireConfig } from './load-config';
export { questionnaireFilesIn, seedQuestionnaire, seedQuestionnaires } from './seed-questionnaires';

/** Versioned questionnaire content, the answers given to it and the engine run on the server. */
export const questionnaireModule: ServerModule = {
  name: 'questionnaire',
  routes: questionnaireRoutes,
  seed: seedQuestionnaires,
  tempSessionMigrations: [moveTempSessionAnswers],
};
