import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActiveConfig, Locale } from '@camino/contracts';
import {
  addLoopIteration,
  answerKey,
  buildFlow,
  currentEntry,
  goBack,
  removeLoopIteration,
  restart as restartEngine,
  type AnswerValue,
  type EngineState,
  type Flow,
  type Question,
  type StoredAnswer,
} from '@camino/questionnaire';
import { ApiError } from '../../lib/api-client';
import { labelsQuery, runValidation } from './api';
import { problemsFor, withoutProblem, type Problems } from './field-problems';
import { openingQuery, type OpenedQuestionnaire } from './open-questionnaire';
import { answerOrPrefill, applyPage, resolvePrefill } from './page-answers';
import { pageFields } from './page-fields';
import type { Prefill, PrefillLoader } from './prefill';
import { changeCalls, deleteCalls, pathCall, type SectionContext } from './save-calls';
import { getSaveQueue, type SaveStatus } from './save-queue';
import { writeSnapshot } from './state-snapshot';
import { useSaveProblems } from './use-save-problems';
import { walkOn } from './walk-on';

export interface QuestionnaireController {
  /** `unauthorized`: no live session owns these answers (spec: a temporary save with 401 goes to the index page). */
  readonly status: 'loading' | 'failed' | 'unauthorized' | 'ready';
  readonly config: ActiveConfig | null;
  readonly flow: Flow | null;
  readonly state: EngineState | null;
  readonly drafts: Readonly<Record<string, AnswerValue>>;
  readonly problems: Problems;
  /** Bumped each time a move is blocked, so the page moves focus to the first invalid field. */
  readonly blockedAt: number;
  readonly busy: boolean;
  readonly saveStatus: SaveStatus;
  valueOf(question: Question, loopId: number): AnswerValue;
  /** The value the case already knows for a question, shown until the applicant answers it. */
  prefillOf(question: Question, loopId: number): Prefill | undefined;
  setDraft(question: Question, loopId: number, value: AnswerValue): void;
  next(): Promise<void>;
  back(): void;
  restart(keepAnswers: boolean): void;
  addIteration(loop: Question): void;
  removeIteration(loop: Question, loopId: number): void;
  retryLoad(): void;
  /** Sends what is queued; true when every answer reached the server (false offline). */
  flushSaves(): Promise<boolean>;
}

export interface UseQuestionnaireOptions {
  /** Questionnaire key of the active configuration to load (`eligibility`, `sample`…). */
  readonly questionnaire: string;
  readonly lang: Locale;
  /** Opens a temporary session when the server knows none (development pages only). */
  readonly openSession?: boolean;
  /** Section of a questionnaire made of sections; the first one when omitted. */
  readonly sectionId?: number | undefined;
  /** The configuration the section belongs to, when the questionnaire has one per case type. */
  readonly configId?: number | null | undefined;
  /** Values the case already knows (from confirmed documents), shown in their fields until answered. */
  readonly prefill?: PrefillLoader | undefined;
  /** Called after a page's answers reached the server. */
  readonly onSaved?: (() => void) | undefined;
}

let mounts = 0;
const nextMount = () => (mounts += 1);

/** The engine state: the opening's until the applicant moves, then the moves made since that opening. */
function useEngineState(opened: OpenedQuestionnaire | undefined) {
  const [moved, setMoved] = useState<{ from: OpenedQuestionnaire; state: EngineState } | null>(null);
  const state = opened ? (moved?.from === opened ? moved.state : opened.state) : null;
  const setState = useCallback(
    (next: EngineState) => {
      if (opened) setMoved({ from: opened, state: next });
    },
    [opened],
  );
  return [state, setState] as const;
}

/** Loads a questionnaire and runs the engine on it in the browser; every change goes through the save queue. */
export function useQuestionnaire({
  questionnaire,
  lang,
  openSession = false,
  sectionId,
  configId,
  prefill,
  onSaved,
}: UseQuestionnaireOptions): QuestionnaireController {
  const { t } = useTranslation('questionnaire');
  const queue = getSaveQueue();
  const [mount] = useState(nextMount);
  // The flow and answers load once per view (a section or configuration of its own loads again,
  // showing the one before until it is in); the labels follow the language.
  const opening = useQuery({
    ...openingQuery({ questionnaire, sectionId, configId, openSession, lang, prefill }, mount),
    placeholderData: keepPreviousData,
  });
  const opened = opening.data;
  const otherLanguage = opened !== undefined && opened.labels.lang !== lang;
  const otherLabels = useQuery(labelsQuery(otherLanguage ? opened.config : null, lang));
  // Until the labels of another language are in (or when they cannot load), the opening's stay.
  const labels = otherLanguage ? (otherLabels.data ?? opened.labels.list) : opened?.labels.list;
  const [state, setState] = useEngineState(opened);
  const [drafts, setDrafts] = useState<Record<string, AnswerValue>>({});
  const [problems, setProblems] = useState<Problems>({});
  const [blockedAt, setBlockedAt] = useState(0);
  const [busy, setBusy] = useState(false);
  const langRef = useRef(lang);
  langRef.current = lang;
  const block = useCallback(() => setBlockedAt((n) => n + 1), []);
  const saves = useSaveProblems(opened?.config.config_id ?? null, lang, block);

  const flow = useMemo(
    () => (opened && labels ? buildFlow(opened.data.questions, opened.data.edges, labels) : null),
    [opened, labels],
  );
  const prefills = opened?.prefills;

  useEffect(() => {
    if (opened && state) writeSnapshot(opened.owner, opened.config, state);
  }, [opened, state]);

  const context = useCallback(
    (): SectionContext | null =>
      opened
        ? {
            configId: opened.config.config_id,
            sectionId: opened.config.question_section_id,
            owner: opened.owner,
            lang: langRef.current,
          }
        : null,
    [opened],
  );

  const valueOf = useCallback(
    (question: Question, loopId: number): AnswerValue => {
      const key = answerKey(question.question_id, loopId);
      if (key in drafts) return drafts[key]!;
      return flow && state && prefills ? answerOrPrefill(flow, state, prefills, question, loopId) : '';
    },
    [drafts, flow, prefills, state],
  );

  const prefillOf = useCallback(
    (question: Question, loopId: number) => {
      const known = prefills?.get(answerKey(question.question_id, loopId));
      return known && flow && state ? resolvePrefill(flow, state, known) : known;
    },
    [flow, prefills, state],
  );

  const { forget } = saves;
  const setDraft = useCallback(
    (question: Question, loopId: number, value: AnswerValue) => {
      const key = answerKey(question.question_id, loopId);
      setDrafts((current) => ({ ...current, [key]: value }));
      // The error of a field being corrected goes once it changes; it is checked again on Next.
      setProblems((current) => withoutProblem(current, key));
      forget(key);
    },
    [forget],
  );

  /** Stores the page's typed answers in the engine; the drafts it took become answers. */
  const applyDrafts = useCallback(
    (from: EngineState) => {
      if (!flow || !prefills)
        return { state: from, problems: {}, saved: [] as StoredAnswer[], deleted: [] as StoredAnswer[] };
      const applied = applyPage(flow, from, { drafts, prefills, lang: langRef.current, t });
      setDrafts((current) => {
        const rest = { ...current };
        for (const key of applied.committed) delete rest[key];
        return rest;
      });
      return applied;
    },
    [drafts, flow, prefills, t],
  );

  const commit = useCallback(
    (
      before: EngineState,
      after: EngineState,
      change: { saved: readonly StoredAnswer[]; deleted: readonly StoredAnswer[] },
    ) => {
      const section = context();
      if (!flow || !section) return;
      queue.enqueue(changeCalls(flow, before, after, change, section));
      setState(after);
    },
    [context, flow, queue, setState],
  );

  const next = useCallback(async () => {
    if (!flow || !state || busy) return;
    const applied = applyDrafts(state);
    const section = context();
    if (section)
      queue.enqueue(changeCalls(flow, state, { ...applied.state, path: state.path }, applied, section));
    if (Object.keys(applied.problems).length > 0) {
      setState(applied.state);
      setProblems(applied.problems);
      block();
      return;
    }
    setBusy(true);
    try {
      const result = opened
        ? await walkOn(flow, applied.state, langRef.current, {
            flush: () => queue.flush(),
            runValidation: (questionId) => runValidation(opened.config.config_id, questionId),
          })
        : ({ status: 'moved', state: applied.state } as const);
      if (result.status === 'blocked') {
        setState(result.state);
        setProblems(problemsFor(result.errors, langRef.current, t));
        block();
        return;
      }
      commit(applied.state, result.state, { saved: [], deleted: [] });
      if (onSaved) void queue.flush().then((reached) => reached && onSaved());
      if (result.failedValidation) {
        const label = flow.labels.get(`${result.failedValidation.questionId}:${langRef.current}`);
        const [first] = pageFields(flow, currentEntry(result.state));
        const message = label?.error_text ?? t('validation.invalidFormat');
        setProblems(first ? { [answerKey(first.question.question_id, first.loopId)]: { message } } : {});
        block();
      } else {
        setProblems({});
      }
    } finally {
      setBusy(false);
    }
  }, [applyDrafts, block, busy, commit, context, flow, onSaved, opened, queue, setState, state, t]);

  const back = useCallback(() => {
    if (!flow || !state || busy) return;
    // What is valid on the page is kept; what is not stays typed in the drafts for the way forward.
    const applied = applyDrafts(state);
    commit(state, goBack(flow, applied.state), applied);
    setProblems({});
  }, [applyDrafts, busy, commit, flow, state]);

  const restart = useCallback(
    (keepAnswers: boolean) => {
      const section = context();
      if (!flow || !state || !section) return;
      const result = restartEngine(flow, state, { keepAnswers });
      queue.enqueue([...deleteCalls(flow, result.deleted, section), pathCall(result.state, section)]);
      setState(result.state);
      setDrafts({});
      setProblems({});
    },
    [context, flow, queue, setState, state],
  );

  const addIteration = useCallback(
    (loop: Question) => {
      if (!flow || !state || busy) return;
      const applied = applyDrafts(state);
      if (Object.keys(applied.problems).length > 0) {
        commit(state, { ...applied.state, path: state.path }, applied);
        setProblems(applied.problems);
        block();
        return;
      }
      commit(state, addLoopIteration(flow, applied.state, loop.question_id), applied);
      setProblems({});
    },
    [applyDrafts, block, busy, commit, flow, state],
  );

  const removeIteration = useCallback(
    (loop: Question, loopId: number) => {
      if (!flow || !state || busy) return;
      const change = removeLoopIteration(flow, state, loop.question_id, loopId);
      commit(state, change.state, change);
      setDrafts({});
      setProblems({});
    },
    [busy, commit, flow, state],
  );

  const failure = opening.isError
    ? opening.error instanceof ApiError && opening.error.status === 401
      ? 'unauthorized'
      : 'failed'
    : null;

  return {
    status: failure ?? (flow && state ? 'ready' : 'loading'),
    config: opened?.config ?? null,
    flow,
    state,
    drafts,
    problems: useMemo(() => ({ ...saves.problems, ...problems }), [problems, saves.problems]),
    blockedAt,
    busy,
    saveStatus: saves.status,
    valueOf,
    prefillOf,
    setDraft,
    next,
    back,
    restart,
    addIteration,
    removeIteration,
    retryLoad: () => void opening.refetch(),
    flushSaves: () => queue.flush(),
  };
}
