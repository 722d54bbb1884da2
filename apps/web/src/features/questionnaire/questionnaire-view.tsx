import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Locale } from '@camino/contracts';
import { useNavigate } from 'react-router';
import {
  answerKey,
  canGoBack,
  completion,
  currentEntry,
  isComplete,
  type Flow,
  type Question,
} from '@camino/questionnaire';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { ProgressBar } from '../../ui/progress-bar';
import { fieldId } from './field-frame';
import { prefillNote, type PrefillLoader } from './prefill';
import { QuestionField, labelOf } from './question-field';
import { SaveStatusNote } from './save-status-note';
import { WithQueryClient } from './own-query-client';
import { loopOf, pageFields, pageKey } from './page-fields';
import { useQuestionnaire, type QuestionnaireController } from './use-questionnaire';

export interface QuestionnaireProps {
  /** Questionnaire key of the active configuration (`eligibility`, `sample`…). */
  readonly questionnaire: string;
  /** Opens a temporary session when none exists (development pages only). */
  readonly openSession?: boolean;
  /** Called from the end dialog's main action. */
  readonly onComplete?: () => void;
  /**
   * Reaching END calls `onComplete` at once, without the end summary and dialog: for the screener,
   * whose answers may end it after any question and whose outcome is what comes next.
   */
  readonly continueAtEnd?: boolean;
  /** Section of a questionnaire made of sections; the first one when omitted. */
  readonly sectionId?: number | undefined;
  /** The configuration the section belongs to (the case type's legal questionnaire). */
  readonly configId?: number | null | undefined;
  /** Values the case already knows (from confirmed documents), shown in their fields until answered. */
  readonly prefill?: PrefillLoader | undefined;
  /** Called after a page's answers reached the server, so what depends on them can be read again. */
  readonly onSaved?: (() => void) | undefined;
}

/** A questionnaire, one page at a time, navigated instantly by the engine in the browser. */
export default function QuestionnaireView(props: QuestionnaireProps) {
  return (
    <WithQueryClient>
      <OpenQuestionnaire {...props} />
    </WithQueryClient>
  );
}

function OpenQuestionnaire({
  questionnaire,
  openSession = false,
  onComplete,
  continueAtEnd = false,
  sectionId,
  configId,
  prefill,
  onSaved,
}: QuestionnaireProps) {
  const lang = useLocale();
  const { t } = useTranslation('questionnaire');
  const controller = useQuestionnaire({
    questionnaire,
    lang,
    openSession,
    sectionId,
    configId,
    prefill,
    onSaved,
  });
  const navigate = useNavigate();
  useEffect(() => {
    if (controller.status === 'unauthorized') void navigate(localizePath('/', lang), { replace: true });
  }, [controller.status, lang, navigate]);

  if (controller.status === 'failed' || controller.status === 'unauthorized') {
    return (
      <div role="alert" className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-bold text-brand-900">{t('load.failedTitle')}</h1>
        <p>{t('load.failedText')}</p>
        <Button onClick={controller.retryLoad}>{t('load.retry')}</Button>
      </div>
    );
  }
  if (controller.status === 'loading' || !controller.flow || !controller.state) {
    return (
      <p role="status" className="text-muted" data-testid="questionnaire-loading">
        {t('load.loading')}
      </p>
    );
  }
  return (
    <QuestionnairePage
      controller={controller}
      flow={controller.flow}
      lang={lang}
      onComplete={onComplete}
      continueAtEnd={continueAtEnd}
    />
  );
}

function QuestionnairePage({
  controller,
  flow,
  lang,
  onComplete,
  continueAtEnd,
}: {
  controller: QuestionnaireController;
  flow: Flow;
  lang: Locale;
  onComplete?: (() => void) | undefined;
  continueAtEnd: boolean;
}) {
  const { t } = useTranslation('questionnaire');
  const state = controller.state!;
  const entry = currentEntry(state);
  const question = entry ? flow.questions.get(entry.questionId) : undefined;
  const fields = pageFields(flow, entry, controller.valueOf);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [removing, setRemoving] = useState<{ loop: Question; loopId: number } | null>(null);
  const complete = isComplete(flow, state);
  const continuesNow = complete && continueAtEnd && onComplete !== undefined;
  const [endOpen, setEndOpen] = useState(complete && !continuesNow);
  const key = pageKey(state);
  const firstPage = useRef(true);
  const [leaving, setLeaving] = useState(false);
  // What comes next (a section's completion, a filled form) is read from the server: the last
  // answers must be there first. Offline, the device keeps them and the applicant moves on.
  const leave = async () => {
    setLeaving(true);
    await controller.flushSaves();
    setLeaving(false);
    onComplete?.();
  };

  // Each new page: focus its heading, so screen readers start at the question and the view scrolls up.
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    headingRef.current?.focus();
    if (complete && !continuesNow) setEndOpen(true);
  }, [key, complete, continuesNow]);

  // The screener's end is its outcome: it follows without a tap, whichever answer ended it.
  useEffect(() => {
    if (continuesNow) void leave();
    // leave is a new function each render; the end is reached once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [continuesNow]);

  // A blocked move: focus the first field that needs fixing (its error is read with it).
  useEffect(() => {
    if (controller.blockedAt === 0) return;
    for (const field of fields) {
      const problem = controller.problems[answerKey(field.question.question_id, field.loopId)];
      if (!problem) continue;
      const id = fieldId(field.question.question_id, field.loopId);
      document.getElementById(problem.onOtherText ? `${id}-other` : id)?.focus();
      return;
    }
    // fields only changes with the page; the effect runs for each block.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller.blockedAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void controller.next();
  };

  const problemCount = fields.filter(
    (field) => controller.problems[answerKey(field.question.question_id, field.loopId)],
  ).length;
  const otherProblems = Object.entries(controller.problems).filter(
    ([problemKey]) =>
      !fields.some((field) => answerKey(field.question.question_id, field.loopId) === problemKey),
  );
  const percent = completion(flow, state);
  const loop = question ? loopOf(flow, question) : undefined;
  const loopCount = loop ? Math.max(1, state.loopCounts[loop.question_id] ?? 1) : 0;
  const closesLoop = question
    ? (flow.outgoing.get(question.question_id) ?? []).some((edge) => edge.loop)
    : false;

  return (
    <div
      className="flex flex-col gap-6"
      data-testid="questionnaire"
      data-question-type={question?.type}
      data-entry={key}
    >
      <div className="flex flex-col gap-2">
        <ProgressBar value={percent} label={t('progress')} valueText={t('progressValue', { percent })} />
        <SaveStatusNote status={controller.saveStatus} />
      </div>

      {problemCount > 0 || otherProblems.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border-2 border-error-700 bg-error-50 px-4 py-3"
          data-testid="questionnaire-errors"
        >
          <p className="font-semibold">{t('errors.summary', { count: Math.max(1, problemCount) })}</p>
          {otherProblems.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {otherProblems.map(([problemKey, problem]) => (
                <li key={problemKey}>{problem.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        {loop && entry ? (
          <p className="text-sm font-semibold text-brand-700" data-testid="loop-caption">
            {t('loop.caption', {
              label: labelOf(flow, loop.question_id, lang)?.label ?? '',
              number: entry.loopId,
              count: loopCount,
            })}
          </p>
        ) : null}

        {continuesNow ? (
          <p role="status" className="text-lg" data-testid="questionnaire-continuing">
            {t('end.continuing')}
          </p>
        ) : complete ? (
          <EndSummary headingRef={headingRef} percent={percent} />
        ) : question?.type === 'LABEL' || question?.type === 'TEMPLATE' ? (
          <div className="flex flex-col gap-3">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold text-brand-900 outline-none sm:text-3xl"
            >
              {labelOf(flow, question.question_id, lang)?.label}
            </h1>
            {labelOf(flow, question.question_id, lang)?.help_text ? (
              <p className="text-muted">{labelOf(flow, question.question_id, lang)?.help_text}</p>
            ) : null}
          </div>
        ) : null}

        {!complete
          ? fields.map((field) => {
              const value = controller.valueOf(field.question, field.loopId);
              const known = controller.prefillOf(field.question, field.loopId);
              return (
                <QuestionField
                  // A new occurrence starts from its own stored answer.
                  key={`${field.question.question_id}_${field.loopId}`}
                  flow={flow}
                  question={field.question}
                  loopId={field.loopId}
                  lang={lang}
                  value={value}
                  onChange={(next) => controller.setDraft(field.question, field.loopId, next)}
                  error={controller.problems[answerKey(field.question.question_id, field.loopId)]}
                  note={known ? prefillNote(field.question, known, value, lang, t) : undefined}
                  asHeading={question?.type !== 'TEMPLATE'}
                  headingRef={question?.type !== 'TEMPLATE' ? headingRef : undefined}
                />
              );
            })
          : null}

        {loop && entry && !complete ? (
          <div className="flex flex-wrap gap-3">
            {closesLoop && entry.loopId === loopCount ? (
              <Button outline onClick={() => controller.addIteration(loop)} data-testid="loop-add">
                {t('loop.add', { label: labelOf(flow, loop.question_id, lang)?.label ?? '' })}
              </Button>
            ) : null}
            {loopCount > 1 ? (
              <Button
                outline
                variant="error"
                onClick={() => setRemoving({ loop, loopId: entry.loopId })}
                data-testid="loop-remove"
              >
                {t('loop.remove', { number: entry.loopId })}
              </Button>
            ) : null}
          </div>
        ) : null}

        {!complete ? (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {canGoBack(flow, state) ? (
              <Button outline onClick={controller.back} data-testid="questionnaire-back">
                {t('nav.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={controller.busy} data-testid="questionnaire-next">
              {question?.type === 'LABEL' ? t('nav.continue') : t('nav.next')}
            </Button>
          </div>
        ) : continuesNow ? null : (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={() => controller.restart(true)} outline data-testid="questionnaire-review">
              {t('end.review')}
            </Button>
            {onComplete ? (
              <Button onClick={() => void leave()} loading={leaving}>
                {t('end.continue')}
              </Button>
            ) : null}
          </div>
        )}
      </form>

      <div>
        <button
          type="button"
          className="min-h-11 text-sm font-semibold text-brand-700 underline"
          onClick={() => setConfirmRestart(true)}
          data-testid="questionnaire-restart"
        >
          {t('restart.open')}
        </button>
      </div>

      <Modal
        open={confirmRestart}
        title={t('restart.title')}
        onHide={() => setConfirmRestart(false)}
        onClose={() => undefined}
        onConfirm={() => controller.restart(false)}
        confirmLabel={t('restart.confirm')}
        cancelLabel={t('restart.cancel')}
        testId="restart-modal"
      >
        <p>{t('restart.text')}</p>
      </Modal>

      <Modal
        open={removing !== null}
        title={t('loop.removeTitle', { number: removing?.loopId ?? 1 })}
        onHide={() => setRemoving(null)}
        onClose={() => undefined}
        onConfirm={() => removing && controller.removeIteration(removing.loop, removing.loopId)}
        confirmLabel={t('loop.removeConfirm')}
        cancelLabel={t('restart.cancel')}
        testId="loop-remove-modal"
      >
        <p>{t('loop.removeText')}</p>
      </Modal>

      <Modal
        open={endOpen && complete}
        title={t('end.title')}
        onHide={() => setEndOpen(false)}
        onClose={() => undefined}
        hideActions
        testId="end-modal"
      >
        <div className="flex flex-col gap-4">
          <p>{t('end.text')}</p>
          <ProgressBar value={percent} label={t('progress')} valueText={t('progressValue', { percent })} />
          <p className="text-sm text-muted">{t('end.reviewHint')}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            <Button
              outline
              onClick={() => {
                setEndOpen(false);
                controller.restart(true);
              }}
              data-testid="end-review"
            >
              {t('end.review')}
            </Button>
            <Button
              onClick={() => {
                if (!onComplete) {
                  setEndOpen(false);
                  return;
                }
                void leave().then(() => setEndOpen(false));
              }}
              loading={leaving}
              data-testid="end-continue"
            >
              {onComplete ? t('end.continue') : t('end.close')}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}

function EndSummary({ headingRef, percent }: { headingRef: React.Ref<HTMLHeadingElement>; percent: number }) {
  const { t } = useTranslation('questionnaire');
  return (
    <div className="flex flex-col gap-3">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-900 outline-none sm:text-3xl"
      >
        {t('end.title')}
      </h1>
      <p>{t('end.summary', { percent })}</p>
    </div>
  );
}
