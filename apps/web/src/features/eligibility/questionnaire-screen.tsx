import { useEffect, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { usePageContent } from '../../lib/use-page-content';
import { Button } from '../../ui/button';
import { decideEligibility } from './api/eligibility-outcome';
import { rememberDecision, syncEligibility } from './eligibility-session';

/**
 * The eligibility questionnaire of the active configuration. The route's temp-auth guard has
 * made sure a temporary session (or an account) exists before this renders. At its end the
 * server decides from the stored answers and the visitor goes to the page of the outcome, without a
 * tap in between. The questionnaire itself is the questionnaire feature's, handed in by the route
 * with the way to send its queued answers.
 */
export default function QuestionnaireScreen({
  Questionnaire,
  flushAnswers,
}: {
  Questionnaire: ComponentType<{ questionnaire: string; onComplete: () => void; continueAtEnd: boolean }>;
  flushAnswers: () => Promise<unknown>;
}) {
  const content = usePageContent('eligibility');
  const locale = useLocale();
  const navigate = useNavigate();
  const [deciding, setDeciding] = useState(false);
  const [failed, setFailed] = useState(false);

  // A device that lost the outcome (another browser, cleared storage) learns it from the server.
  useEffect(() => {
    void syncEligibility();
  }, []);

  async function complete() {
    setDeciding(true);
    setFailed(false);
    try {
      // The server decides from what it stored, so every queued answer must reach it first.
      await flushAnswers();
      const decision = await decideEligibility();
      rememberDecision(decision);
      await navigate(
        localizeHref(decision.outcome === 'eligible' ? '/great-news' : '/no-eligibility-submit', locale),
      );
    } catch {
      setFailed(true);
      setDeciding(false);
    }
  }

  if (deciding || failed) {
    return (
      <div className="flex flex-col gap-4" aria-live="polite">
        {failed ? (
          <>
            <p role="alert" className="font-semibold text-error-700">
              {content.text('deciding.error')}
            </p>
            <Button onClick={() => void complete()}>{content.text('deciding.retry')}</Button>
          </>
        ) : (
          <p role="status" className="text-lg">
            {content.text('deciding.title')}
          </p>
        )}
      </div>
    );
  }
  // The outcome follows the last answer at once, whichever answer ended the questions.
  return <Questionnaire questionnaire="eligibility" onComplete={() => void complete()} continueAtEnd />;
}
