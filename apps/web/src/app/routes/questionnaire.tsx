import { getSaveQueue } from '../../features/questionnaire/save-queue';
import QuestionnaireScreen from '../../features/eligibility/questionnaire-screen';
import { Questionnaire } from '../../features/questionnaire/questionnaire';

/** /questionnaire: the eligibility screen around the questionnaire feature. */
export default function QuestionnaireRoute() {
  return <QuestionnaireScreen Questionnaire={Questionnaire} flushAnswers={() => getSaveQueue().flush()} />;
}
