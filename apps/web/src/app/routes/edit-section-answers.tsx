import { ScreeningChangeNotice } from '../../features/case/screening-change-notice';
import EditSectionAnswersScreen from '../../features/forms/edit-section-answers-screen';
import { Questionnaire } from '../../features/questionnaire/questionnaire';

/** /edit-section-answers: one section answered again in the questionnaire feature, then its pages. */
export default function EditSectionAnswersRoute() {
  return <EditSectionAnswersScreen Questionnaire={Questionnaire} notice={<ScreeningChangeNotice />} />;
}
