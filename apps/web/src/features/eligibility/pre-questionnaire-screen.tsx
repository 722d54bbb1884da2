import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { getSessionManager, readSession } from '../../lib/session/session-store';
import { usePageContent } from '../../lib/use-page-content';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { generateTempToken } from '../../lib/api/temp-token';
import { recordEligibility } from './eligibility-session';

export default function PreQuestionnaireScreen() {
  const { t } = useTranslation();
  const content = usePageContent('eligibility');
  const locale = useLocale();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  async function start() {
    setStarting(true);
    setFailed(false);
    try {
      // A visitor coming back in the same tab picks up their answers where they left them.
      if (readSession().tempToken) {
        await navigate(localizeHref('/questionnaire', locale));
        return;
      }
      const { tempToken } = await generateTempToken(locale);
      getSessionManager().setTempToken(tempToken);
      // A new questionnaire: an outcome from an earlier visit must not open the next pages.
      recordEligibility(null);
      await navigate(localizeHref('/questionnaire', locale));
    } catch {
      setFailed(true);
      setStarting(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.pre-questionnaire.heading')} intro={t('routes.pre-questionnaire.intro')} />
      <ul className="mx-auto flex w-fit max-w-full list-disc flex-col gap-2 pl-6 text-left">
        {content.list<string>('start.points').map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="text-sm text-muted">{content.text('start.safety')}</p>
      {failed ? (
        <p role="alert" className="font-semibold text-error-700">
          {content.text('start.error')}
        </p>
      ) : null}
      <Button
        size="large"
        fullWidth
        loading={starting}
        onClick={() => void start()}
        data-testid="start-questionnaire"
      >
        {starting ? content.text('start.starting') : content.text('start.button')}
      </Button>
    </div>
  );
}
