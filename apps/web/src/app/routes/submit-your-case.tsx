import SubmitYourCaseScreen from '../../features/case/submit-your-case-screen';
import { FilingInstructionsView } from '../../features/review/filing-instructions-view';

/** /submit-your-case: the review's filing instructions inside the case's page. */
export default function SubmitYourCaseRoute() {
  return <SubmitYourCaseScreen instructions={<FilingInstructionsView />} />;
}
