import { ScreeningChangeNotice } from '../../features/case/screening-change-notice';
import { FormPageView } from '../../features/forms/form-page-view';
import ReviewLandingScreen from '../../features/review/review-landing-screen';

/**
 * /review-landing: the review of the case, drawing the filled forms' pages with the forms' view, with
 * the case's note of what the legal answers changed of the eligibility check.
 */
export default function ReviewLandingRoute() {
  return <ReviewLandingScreen FormPageView={FormPageView} notice={<ScreeningChangeNotice />} />;
}
