import { useSearchParams } from 'react-router';
import DesignSystemScreen from '../../features/design-system/design-system-screen';
import { Questionnaire } from '../../features/questionnaire/questionnaire';
import {
  SAMPLE_KEY,
  SAMPLE_QUERY,
  SampleQuestionnaireLink,
} from '../../features/questionnaire/sample-questionnaire';

/** `?questionnaire=sample` shows the sample questionnaire, saved under a temporary session it opens. */
export default function DesignSystemRoute() {
  const [params] = useSearchParams();
  if (params.get(SAMPLE_QUERY) === SAMPLE_KEY)
    return <Questionnaire questionnaire={SAMPLE_KEY} openSession />;
  return <DesignSystemScreen samples={<SampleQuestionnaireLink />} />;
}
