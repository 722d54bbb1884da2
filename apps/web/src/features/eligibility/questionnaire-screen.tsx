import { Questionnaire } from '../questionnaire/questionnaire';

/**
 * The eligibility questionnaire of the active configuration. The route's temp-auth guard has
 * made sure a temporary session (or an account) exists before this renders.
 */
export default function QuestionnaireScreen() {
  return <Questionnaire questionnaire="eligibility" />;
}
