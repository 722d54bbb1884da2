import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';
import { interviewPracticeQuery } from './api/after-filing';
import { DisagreementList } from './disagreement-list';
import { LawyerNotice } from './lawyer-notice';
import { PracticeQuestion } from './practice-question';
import { canReadAloud } from './read-aloud';

/** Practice for the interview: questions from the applicant's own words, read aloud on request. */
export default function InterviewPracticeScreen() {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('review');
  const locale = useLocale();
  const practice = useQuery(interviewPracticeQuery(locale));
  const back = (
    <Link to={localizeHref('/case-dashboard', locale)} className="font-semibold text-brand-700 underline">
      {tr('practice.back')}
    </Link>
  );
  return (
    <article className="flex flex-col gap-6" data-testid="interview-practice">
      <PageIntro
        title={t('routes.interview-practice.heading')}
        intro={t('routes.interview-practice.intro')}
      />
      <p className="rounded-lg border-l-4 border-brand-700 bg-brand-50 p-3" data-testid="practice-private">
        {tr('practice.private')}
      </p>
      {practice.isPending ? (
        <p role="status" className="text-muted">
          {tr('afterFiling.loading')}
        </p>
      ) : practice.isError ? (
        practice.error instanceof ApiError && practice.error.reason === 'afterFiling.noInterview' ? (
          <p role="alert">{tr('practice.noInterview')}</p>
        ) : practice.error instanceof ApiError && practice.error.reason === 'afterFiling.notSent' ? (
          <p role="alert">{tr('practice.notSent')}</p>
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="font-semibold text-error-700">
              {tr('afterFiling.loadFailed')}
            </p>
            <Button outline onClick={() => void practice.refetch()}>
              {tr('afterFiling.retry')}
            </Button>
          </div>
        )
      ) : (
        <>
          <section aria-labelledby="practice-questions-title" className="flex flex-col gap-3">
            <h2 id="practice-questions-title" className="text-xl font-bold">
              {tr('practice.questionsTitle')}
            </h2>
            <p>{tr('practice.howTo')}</p>
            {canReadAloud() ? null : <p className="text-muted">{tr('practice.noSpeech')}</p>}
            {practice.data.questions.length === 0 ? (
              <p>{tr('practice.noQuestions')}</p>
            ) : (
              <ol className="flex flex-col gap-4">
                {practice.data.questions.map((question, index) => (
                  <PracticeQuestion
                    key={question.id}
                    question={question}
                    number={index + 1}
                    speechLang={practice.data.speechLang}
                  />
                ))}
              </ol>
            )}
          </section>
          <DisagreementList disagreements={practice.data.disagreements} />
        </>
      )}
      <LawyerNotice />
      {back}
    </article>
  );
}
