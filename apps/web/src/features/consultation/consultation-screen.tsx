import type { ConsultationExchange, ConsultationHistory } from '@camino/contracts';
import { CONSULTATION_QUESTION_MAX_LENGTH } from '@camino/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Modal } from '../../ui/modal';
import { PageIntro } from '../../ui/page-intro';
import { TextField } from '../../ui/text-field';
import { askConsultation, clearConsultation, fetchConsultation } from './api/consultation';
import { ExchangeCard } from './exchange-card';
import { questionLanguage } from './question-language';

type HistoryState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; history: ConsultationHistory };

interface History {
  state: HistoryState;
  append: (exchange: ConsultationExchange) => void;
  clear: () => void;
  reload: () => void;
}

function useConsultationHistory(): History {
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchConsultation(controller.signal).then(
      (history) => setState({ status: 'ready', history }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const append = (exchange: ConsultationExchange) =>
    setState((current) =>
      current.status === 'ready'
        ? {
            status: 'ready',
            history: { ...current.history, exchanges: [...current.history.exchanges, exchange] },
          }
        : current,
    );
  const clear = () =>
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', history: { ...current.history, exchanges: [] } }
        : current,
    );
  return { state, append, clear, reload: () => setAttempt((n) => n + 1) };
}

/**
 * Erasing the questions, after a confirmation: someone who opens the account later must not read
 * them. The quick exit erases them too (on the server, with the session).
 */
function ClearQuestions({ hasQuestions, onCleared }: { hasQuestions: boolean; onCleared: () => void }) {
  const c = useTranslation('consultation').t;
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<'done' | 'failed' | null>(null);
  const erase = async () => {
    try {
      await clearConsultation();
      setResult('done');
      onCleared();
    } catch {
      setResult('failed');
    }
  };
  return (
    <div className="flex flex-col items-start gap-2">
      {hasQuestions ? (
        <>
          <Button
            outline
            variant="error"
            onClick={() => setConfirming(true)}
            data-testid="consultation-clear"
          >
            {c('clear.open')}
          </Button>
          <p className="text-sm text-muted">{c('clear.quickExit')}</p>
        </>
      ) : null}
      {result === 'done' ? <p role="status">{c('clear.done')}</p> : null}
      {result === 'failed' ? <p role="alert">{c('clear.failed')}</p> : null}
      <Modal
        open={confirming}
        title={c('clear.title')}
        onHide={() => setConfirming(false)}
        onClose={() => undefined}
        onConfirm={() => void erase()}
        confirmLabel={c('clear.confirm')}
        cancelLabel={c('clear.cancel')}
        testId="consultation-clear-modal"
      >
        <p>{c('clear.text')}</p>
      </Modal>
    </div>
  );
}

/** Questions about the process, answered from Camino's own pages with the pages cited; not legal advice. */
export default function ConsultationScreen() {
  const { t } = useTranslation();
  const c = useTranslation('consultation').t;
  const locale = useLocale();
  const { state, append, clear, reload } = useConsultationHistory();
  const [question, setQuestion] = useState('');
  const [shareCaseData, setShareCaseData] = useState(false);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (text.length < 2 || asking) return;
    setAsking(true);
    setFailed(false);
    try {
      append(
        await askConsultation({ question: text, language: questionLanguage(text, locale), shareCaseData }),
      );
      setQuestion('');
    } catch {
      setFailed(true);
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('routes.consultation.heading')} intro={t('routes.consultation.intro')} />
      <p
        role="note"
        className="rounded-xl bg-amber-50 p-4 font-semibold"
        data-testid="consultation-disclaimer"
      >
        {c('notLegalAdvice')}
      </p>
      {state.status === 'loading' ? <p role="status">{c('loading')}</p> : null}
      {state.status === 'failed' ? (
        <div role="alert" className="flex flex-col gap-2">
          <p>{c('loadFailed')}</p>
          <Button outline onClick={reload}>
            {c('tryAgain')}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <section aria-label={c('historyLabel')} className="flex flex-col gap-4" aria-live="polite">
            {state.history.exchanges.map((exchange) => (
              <ExchangeCard key={exchange.id} exchange={exchange} />
            ))}
          </section>
          <ClearQuestions hasQuestions={state.history.exchanges.length > 0} onCleared={clear} />
          <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
            <TextField
              label={c('question.label')}
              hint={c('question.hint')}
              name="question"
              value={question}
              maxLength={CONSULTATION_QUESTION_MAX_LENGTH}
              onChange={(event) => setQuestion(event.target.value)}
              autoComplete="off"
            />
            {state.history.chatModel ? (
              <Checkbox
                label={c('share.label')}
                hint={c('share.hint')}
                checked={shareCaseData}
                onChange={(event) => setShareCaseData(event.target.checked)}
              />
            ) : (
              <p className="text-sm">{c('localOnly')}</p>
            )}
            {failed ? <p role="alert">{c('askFailed')}</p> : null}
            <Button type="submit" disabled={asking || question.trim().length < 2}>
              {asking ? c('asking') : c('ask')}
            </Button>
          </form>
        </>
      ) : null}
    </div>
  );
}
