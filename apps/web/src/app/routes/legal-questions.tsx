import { ScreeningChangeNotice } from '../../features/case/screening-change-notice';
import LegalQuestionsScreen from '../../features/forms/legal-questions-screen';
import { Questionnaire } from '../../features/questionnaire/questionnaire';

/**
 * /legal-questions: the forms' sections answered in the questionnaire feature, with the case's note of
 * what the answers changed of the eligibility check above them.
 */
export default function LegalQuestionsRoute() {
  return <LegalQuestionsScreen Questionnaire={Questionnaire} notice={<ScreeningChangeNotice />} />;
}
