import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveConfig, Locale } from '@camino/contracts';
import {
  WITHOUT_GROUP,
  addLoopIteration,
  answerKey,
  answerQuestion,
  buildFlow,
  createState,
  currentEntry,
  defaultMessage,
  formatFlowPath,
  goBack,
  isInputType,
  nextQuestion,
  removeLoopIteration,
  restart as restartEngine,
  storedValue,
  VALIDATION_MESSAGES,
  type AnswerValue,
  type EngineState,
  type Flow,
  type Label,
  type NextResult,
  type PathEntry,
  type Question,
  type StoredAnswer,
  type ValidationKey,
} from '@camino/questionnaire';
import {
  ApiError,
  currentOwnerKind,
  getActiveConfig,
  getFlow,
  getFlowPath,
  getLabels,
  getStoredAnswers,
  openTemporarySession,
  runValidation,
  type FlowData,
  type OwnerKind,
} from './api';
import { readSession } from '../../lib/session/session-store';
import { readStored, writeStored } from './local-cache';
import { isUnanswered, type Prefill, type PrefillLoader } from './prefill';
import type { FieldProblem } from './question-field';
import { changeCalls, deleteCalls, pathCall, type SectionContext } from './save-calls';
import { getSaveQueue, type SaveStatus } from './save-queue';

export interface PageField {
  readonly question: Question;
  readonly loopId: number;
}

/** The input questions shown on an entry's page: the question itself, or every field of a TEMPLATE. */
export function pageFields(flow: Flow, entry: PathEntry | undefined): PageField[] {
  const question = entry ? flow.questions.get(entry.questionId) : undefined;
  if (!entry || !question) return [];
  if (question.type === 'TEMPLATE') {
    return (flow.children.get(question.question_id) ?? [])
      .filter((child) => isInputType(child.type))
      .map((child) => ({ question: child, loopId: entry.loopId }));
  }
  return isInputType(question.type) ? [{ question, loopId: entry.loopId }] : [];
}

/** The LOOP repeating a question, when it is part of a loop body. */
export function loopOf(flow: Flow, question: Question): Question | undefined {
  if (question.type === 'LOOP' || question.loop_group === WITHOUT_GROUP) return undefined;
  for (const candidate of flow.questions.values()) {
    if (candidate.type === 'LOOP' && candidate.loop_group === question.loop_group) return candidate;
  }
  return undefined;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The applicant-facing text of an engine or server validation error. The engine's message is
 * either the label's own error_text (kept) or its default for the key, which is replaced by the
 * catalog's text so the tone matches the rest of the site.
 */
export function problemFor(
  error: { readonly key: string; readonly message: string },
  lang: Locale,
  t: Translate,
): FieldProblem {
  const max = Number(/\d+/.exec(error.message)?.[0] ?? 0);
  const known = error.key in VALIDATION_MESSAGES;
  const isDefault = known && error.message === defaultMessage(error.key as ValidationKey, lang, { max });
  const message =
    error.message !== '' && known && !isDefault
      ? error.message
      : t(`validation.${error.key}`, { max, defaultValue: error.message || t('validation.invalidFormat') });
  return { message, onOtherText: error.key === 'otherTextRequired', key: error.key };
}

interface Base {
  readonly config: ActiveConfig;
  readonly data: FlowData;
  readonly owner: OwnerKind;
}

type Problems = Readonly<Record<string, FieldProblem>>;

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

const SESSION_OPENED = 'temp-session-opened';

function hasSessionCredential(): boolean {
  const session = readSession();
  return Boolean(session.token ?? session.tempToken);
}

const snapshotKey = (owner: OwnerKind, config: ActiveConfig) =>
  `state:${owner}:${config.config_id}:${config.version}:${config.question_section_id}`;

async function loadState(
  flow: Flow,
  config: ActiveConfig,
  owner: OwnerKind,
  lang: Locale,
  openSession: boolean,
): Promise<EngineState> {
  const snapshot = readStored<EngineState>(snapshotKey(owner, config));
  // Calls still queued are newer than the server's copy: the device's state wins until they land.
  if (snapshot && getSaveQueue().pending(config.config_id).length > 0)
    return { ...snapshot, pathChanged: false };
  let stored: [StoredAnswer[], string];
  // A development page opens its session up front the first time, rather than after a refused call.
  if (openSession && owner === 'temp' && !hasSessionCredential() && !readStored(SESSION_OPENED)) {
    await openTemporarySession(lang);
    writeStored(SESSION_OPENED, true);
  }
  try {
    stored = await fetchStored(config, owner, lang);
  } catch (error) {
    if (openSession && error instanceof ApiError && error.status === 401) {
      await openTemporarySession(lang);
      writeStored(SESSION_OPENED, true);
      stored = await fetchStored(config, owner, lang);
    } else if (snapshot) {
      return { ...snapshot, pathChanged: false };
    } else {
      throw error;
    }
  }
  const state = createState(flow, { answers: stored[0], path: stored[1] });
  if (state.path.length > 0) return state;
  return nextQuestion(flow, state, { lang }).state;
}

async function fetchStored(
  config: ActiveConfig,
  owner: OwnerKind,
  lang: Locale,
): Promise<[StoredAnswer[], string]> {
  const [answers, path] = await Promise.all([
    getStoredAnswers(config, owner),
    getFlowPath(config, owner, lang),
  ]);
  return [answers, path.flow_path];
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
}

const NO_PREFILLS: ReadonlyMap<string, Prefill> = new Map();

/** Loads a questionnaire and runs the engine on it in the browser; every change goes through the save queue. */
export function useQuestionnaire({
  questionnaire,
  lang,
  openSession = false,
  sectionId,
  configId,
  prefill,
}: UseQuestionnaireOptions): QuestionnaireController {
  const { t } = useTranslation('questionnaire');
  const queue = getSaveQueue();
  const saveStatus = useSyncExternalStore(
    useCallback((listener: () => void) => queue.subscribe(listener), [queue]),
    () => queue.status(),
  );
  const [base, setBase] = useState<Base | null>(null);
  const [labels, setLabels] = useState<{ lang: Locale; list: Label[] } | null>(null);
  const [state, setState] = useState<EngineState | null>(null);
  const [prefills, setPrefills] = useState<ReadonlyMap<string, Prefill>>(NO_PREFILLS);
  const prefillRef = useRef(prefill);
  prefillRef.current = prefill;
  const [failed, setFailed] = useState<false | 'failed' | 'unauthorized'>(false);
  const [attempt, setAttempt] = useState(0);
  const [drafts, setDrafts] = useState<Record<string, AnswerValue>>({});
  const [problems, setProblems] = useState<Problems>({});
  // The server's refusals stay until the field is changed or saved again, whatever page is shown.
  const [serverProblems, setServerProblems] = useState<Problems>({});
  const [blockedAt, setBlockedAt] = useState(0);
  const [busy, setBusy] = useState(false);
  const langRef = useRef(lang);
  langRef.current = lang;

  useEffect(() => queue.start(), [queue]);

  // The flow and answers load once; the labels follow the language.
  useEffect(() => {
    let live = true;
    setFailed(false);
    (async () => {
      const active = await getActiveConfig(questionnaire);
      // A section names its own case type's configuration; the first active one may be another's.
      const own = sectionId !== undefined && configId != null ? { ...active, config_id: configId } : active;
      const config = sectionId === undefined ? own : { ...own, question_section_id: sectionId };
      const owner = currentOwnerKind();
      // Without its prefilled values a questionnaire still works: the applicant types them.
      const known = prefillRef.current?.(config).catch(() => []) ?? Promise.resolve([]);
      const [data, list, prefilled] = await Promise.all([
        getFlow(config),
        getLabels(config, langRef.current),
        known,
      ]);
      const flow = buildFlow(data.questions, data.edges, list);
      const loaded = await loadState(flow, config, owner, langRef.current, openSession);
      if (!live) return;
      setPrefills(new Map(prefilled.map((item) => [answerKey(item.questionId, item.loopId), item])));
      setBase({ config, data, owner });
      setLabels({ lang: langRef.current, list });
      setState(loaded);
    })().catch((error: unknown) => {
      if (live) setFailed(error instanceof ApiError && error.status === 401 ? 'unauthorized' : 'failed');
    });
    return () => {
      live = false;
    };
  }, [questionnaire, openSession, sectionId, configId, attempt]);

  useEffect(() => {
    if (!base || labels?.lang === lang) return;
    let live = true;
    getLabels(base.config, lang).then(
      (list) => live && setLabels({ lang, list }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [base, labels, lang]);

  const flow = useMemo(
    () => (base && labels ? buildFlow(base.data.questions, base.data.edges, labels.list) : null),
    [base, labels],
  );

  useEffect(() => {
    if (base && state) writeStored(snapshotKey(base.owner, base.config), state);
  }, [base, state]);

  // Answers the server refused come back as field errors; what the applicant typed stays on screen.
  useEffect(() => {
    if (!base) return undefined;
    return queue.onRejected((rejection) => {
      if (rejection.call.configId !== base.config.config_id) return;
      const errors = rejection.problem?.questionErrors;
      if (!Array.isArray(errors)) return;
      const found: Record<string, FieldProblem> = {};
      for (const error of errors as Array<{
        question_id: number;
        loop_id: number;
        key: string;
        message: string;
      }>) {
        found[answerKey(error.question_id, error.loop_id)] = problemFor(error, langRef.current, t);
      }
      setServerProblems((current) => ({ ...current, ...found }));
      setBlockedAt((n) => n + 1);
    });
  }, [base, queue, t]);

  const context = useCallback(
    (): SectionContext | null =>
      base
        ? {
            configId: base.config.config_id,
            sectionId: base.config.question_section_id,
            owner: base.owner,
            lang: langRef.current,
          }
        : null,
    [base],
  );

  /** The stored answer, else the prefilled value: what the field shows and Next saves. */
  const answerOrPrefill = useCallback(
    (from: EngineState, question: Question, loopId: number): AnswerValue => {
      const stored = flow ? storedValue(flow, from, question, loopId) : '';
      const known = prefills.get(answerKey(question.question_id, loopId));
      return known !== undefined && isUnanswered(stored) ? known.value : stored;
    },
    [flow, prefills],
  );

  const valueOf = useCallback(
    (question: Question, loopId: number): AnswerValue => {
      const key = answerKey(question.question_id, loopId);
      if (key in drafts) return drafts[key]!;
      return state ? answerOrPrefill(state, question, loopId) : '';
    },
    [answerOrPrefill, drafts, state],
  );

  const prefillOf = useCallback(
    (question: Question, loopId: number) => prefills.get(answerKey(question.question_id, loopId)),
    [prefills],
  );

  const setDraft = useCallback((question: Question, loopId: number, value: AnswerValue) => {
    const key = answerKey(question.question_id, loopId);
    setDrafts((current) => ({ ...current, [key]: value }));
    // The error of a field being corrected goes once it changes; it is checked again on Next.
    const without = (current: Problems) => {
      if (!(key in current)) return current;
      const rest = { ...current };
      delete rest[key];
      return rest;
    };
    setProblems(without);
    setServerProblems(without);
  }, []);

  /** Stores the page's typed answers in the engine; valid ones are kept (and queued) even when others fail. */
  const applyPage = useCallback(
    (from: EngineState) => {
      if (!flow)
        return { state: from, problems: {}, saved: [] as StoredAnswer[], deleted: [] as StoredAnswer[] };
      let next = from;
      const saved: StoredAnswer[] = [];
      const deleted: StoredAnswer[] = [];
      const found: Record<string, FieldProblem> = {};
      const committed: string[] = [];
      for (const { question, loopId } of pageFields(flow, currentEntry(from))) {
        const key = answerKey(question.question_id, loopId);
        const value = key in drafts ? drafts[key]! : answerOrPrefill(next, question, loopId);
        const result = answerQuestion(
          flow,
          next,
          { questionId: question.question_id, loopId, value },
          { lang: langRef.current },
        );
        if (!result.ok) {
          for (const error of result.errors)
            found[answerKey(error.questionId, error.loopId)] = problemFor(error, langRef.current, t);
          continue;
        }
        committed.push(key);
        next = result.state;
        saved.push(...result.saved);
        deleted.push(...result.deleted);
      }
      setDrafts((current) => {
        const rest = { ...current };
        for (const key of committed) delete rest[key];
        return rest;
      });
      return { state: next, problems: found, saved, deleted };
    },
    [answerOrPrefill, drafts, flow, t],
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
    [context, flow, queue],
  );

  /**
   * Walks on. VALIDATION scripts run on the server over its stored answers, so when the walk meets
   * one the queue is flushed first; offline the walk lets it pass rather than strand the applicant.
   */
  const advance = useCallback(
    async (from: EngineState): Promise<NextResult> => {
      if (!flow || !base) return { status: 'moved', state: from };
      const met: Question[] = [];
      const lang = langRef.current;
      const probe = nextQuestion(flow, from, {
        lang,
        validationPasses: (question) => {
          met.push(question);
          return true;
        },
      });
      if (probe.status === 'blocked' || met.length === 0) return probe;
      const outcomes = new Map<number, boolean>();
      if (await queue.flush()) {
        for (const question of met) {
          try {
            outcomes.set(
              question.question_id,
              await runValidation(base.config.config_id, question.question_id),
            );
          } catch {
            // An unreachable script counts as passed, as offline.
          }
        }
      }
      return nextQuestion(flow, from, {
        lang,
        validationPasses: (question) => outcomes.get(question.question_id) ?? true,
      });
    },
    [base, flow, queue],
  );

  const next = useCallback(async () => {
    if (!flow || !state || busy) return;
    const applied = applyPage(state);
    const section = context();
    if (section)
      queue.enqueue(changeCalls(flow, state, { ...applied.state, path: state.path }, applied, section));
    if (Object.keys(applied.problems).length > 0) {
      setState(applied.state);
      setProblems(applied.problems);
      setBlockedAt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const result = await advance(applied.state);
      if (result.status === 'blocked') {
        const found: Record<string, FieldProblem> = {};
        for (const error of result.errors)
          found[answerKey(error.questionId, error.loopId)] = problemFor(error, langRef.current, t);
        setState(result.state);
        setProblems(found);
        setBlockedAt((n) => n + 1);
        return;
      }
      commit(applied.state, result.state, { saved: [], deleted: [] });
      if (result.failedValidation) {
        const label = flow.labels.get(`${result.failedValidation.questionId}:${langRef.current}`);
        const [first] = pageFields(flow, currentEntry(result.state));
        const message = label?.error_text ?? t('validation.invalidFormat');
        setProblems(first ? { [answerKey(first.question.question_id, first.loopId)]: { message } } : {});
        setBlockedAt((n) => n + 1);
      } else {
        setProblems({});
      }
    } finally {
      setBusy(false);
    }
  }, [advance, applyPage, busy, commit, context, flow, queue, state, t]);

  const back = useCallback(() => {
    if (!flow || !state || busy) return;
    // What is valid on the page is kept; what is not stays typed in the drafts for the way forward.
    const applied = applyPage(state);
    commit(state, goBack(flow, applied.state), applied);
    setProblems({});
  }, [applyPage, busy, commit, flow, state]);

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
    [context, flow, queue, state],
  );

  const addIteration = useCallback(
    (loop: Question) => {
      if (!flow || !state || busy) return;
      const applied = applyPage(state);
      if (Object.keys(applied.problems).length > 0) {
        commit(state, { ...applied.state, path: state.path }, applied);
        setProblems(applied.problems);
        setBlockedAt((n) => n + 1);
        return;
      }
      commit(state, addLoopIteration(flow, applied.state, loop.question_id), applied);
      setProblems({});
    },
    [applyPage, busy, commit, flow, state],
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

  return {
    status: failed || (flow && state ? 'ready' : 'loading'),
    config: base?.config ?? null,
    flow,
    state,
    drafts,
    problems: useMemo(() => ({ ...serverProblems, ...problems }), [problems, serverProblems]),
    blockedAt,
    busy,
    saveStatus,
    valueOf,
    prefillOf,
    setDraft,
    next,
    back,
    restart,
    addIteration,
    removeIteration,
    retryLoad: () => setAttempt((n) => n + 1),
    flushSaves: () => queue.flush(),
  };
}

/** Text form of where the applicant is, for keys that change with every page. */
export const pageKey = (state: EngineState | null): string =>
  state ? formatFlowPath(state.path.slice(-1)) : '';
