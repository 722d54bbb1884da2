import { FormPageView } from '../../features/forms/form-page-view';
import ReviewLandingScreen from '../../features/review/review-landing-screen';

/** /review-landing: the review of the case, drawing the filled forms' pages with the forms' view. */
export default function ReviewLandingRoute() {
  return <ReviewLandingScreen FormPageView={FormPageView} />;
}
