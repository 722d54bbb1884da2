import LegalQuestionsScreen from '../../features/forms/legal-questions-screen';
import { Questionnaire } from '../../features/questionnaire/questionnaire';

/** /legal-questions: the forms' sections answered in the questionnaire feature. */
export default function LegalQuestionsRoute() {
  return <LegalQuestionsScreen Questionnaire={Questionnaire} />;
}
