import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ActiveConfig, Locale } from '@camino/contracts';
import {
  answerKey,
  buildFlow,
  createState,
  nextQuestion,
  type EngineState,
  type Flow,
  type Label,
  type StoredAnswer,
} from '@camino/questionnaire';
import { ApiError } from '../../lib/api-client';
import { readSession } from '../../lib/session/session-store';
import {
  activeConfigQuery,
  currentOwnerKind,
  flowPathQuery,
  flowQuery,
  labelsQuery,
  openTemporarySession,
  questionnaireKeys,
  storedAnswersQuery,
  type FlowData,
  type OpeningParams,
  type OwnerKind,
} from './api';
import { readStored, writeStored } from './local-cache';
import { type Prefills, withPrefilledLoops } from './page-answers';
import { formSafePrefill, type PrefillLoader } from './prefill';
import { getSaveQueue } from './save-queue';
import { readSnapshot } from './state-snapshot';

export interface OpenQuestionnaireOptions extends OpeningParams {
  /** The language of the labels loaded with it; a later change of language loads its own. */
  readonly lang: Locale;
  readonly prefill: PrefillLoader | undefined;
}

/** A questionnaire as it opens on a page: its configuration, flow, labels, prefilled values and engine state. */
export interface OpenedQuestionnaire {
  readonly config: ActiveConfig;
  readonly data: FlowData;
  readonly owner: OwnerKind;
  readonly labels: { readonly lang: Locale; readonly list: Label[] };
  readonly prefills: Prefills;
  readonly state: EngineState;
}

const SESSION_OPENED = 'temp-session-opened';

function hasSessionCredential(): boolean {
  const session = readSession();
  return Boolean(session.token ?? session.tempToken);
}

async function fetchStored(
  client: QueryClient,
  config: ActiveConfig,
  owner: OwnerKind,
  lang: Locale,
): Promise<[StoredAnswer[], string]> {
  const [answers, path] = await Promise.all([
    client.fetchQuery(storedAnswersQuery(config, owner)),
    client.fetchQuery(flowPathQuery(config, owner, lang)),
  ]);
  return [answers, path.flow_path];
}

async function loadState(
  client: QueryClient,
  flow: Flow,
  config: ActiveConfig,
  owner: OwnerKind,
  lang: Locale,
  openSession: boolean,
): Promise<EngineState> {
  const snapshot = readSnapshot(owner, config);
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
    stored = await fetchStored(client, config, owner, lang);
  } catch (error) {
    if (openSession && error instanceof ApiError && error.status === 401) {
      await openTemporarySession(lang);
      writeStored(SESSION_OPENED, true);
      stored = await fetchStored(client, config, owner, lang);
    } else if (snapshot) {
      return { ...snapshot, pathChanged: false };
    } else {
      throw error;
    }
  }
  // A review under way on this device goes on after a reload: the pages ahead show again.
  const state = createState(flow, { answers: stored[0], path: stored[1], review: snapshot?.review === true });
  if (state.path.length > 0) return state;
  return nextQuestion(flow, state, { lang }).state;
}

/** Loads the active configuration, then its flow, labels and prefilled values, then the owner's answers and path. */
export async function openQuestionnaire(
  client: QueryClient,
  options: OpenQuestionnaireOptions,
): Promise<OpenedQuestionnaire> {
  const { sectionId, configId, lang } = options;
  const active = await client.fetchQuery(activeConfigQuery(options.questionnaire));
  // A section names its own case type's configuration; the first active one may be another's.
  const own = sectionId !== undefined && configId != null ? { ...active, config_id: configId } : active;
  const config = sectionId === undefined ? own : { ...own, question_section_id: sectionId };
  const owner = currentOwnerKind();
  // Without its prefilled values a questionnaire still works: the applicant types them.
  const known = options.prefill?.(config).catch(() => []) ?? Promise.resolve([]);
  const [data, list, prefilled] = await Promise.all([
    client.fetchQuery(flowQuery(config)),
    client.fetchQuery(labelsQuery(config, lang)),
    known,
  ]);
  const flow = buildFlow(data.questions, data.edges, list);
  const prefills: Prefills = new Map(
    prefilled.map((item) => [answerKey(item.questionId, item.loopId), formSafePrefill(flow, item)]),
  );
  const state = await loadState(client, flow, config, owner, lang, options.openSession);
  return {
    config,
    data,
    owner,
    labels: { lang, list },
    prefills,
    state: withPrefilledLoops(flow, state, prefills),
  };
}

/**
 * The opening of a questionnaire by one mounted view. The engine state moves on in the browser once
 * loaded, so an opening is never shown again to a later view (`mount` tells them apart) nor
 * fetched again on its own; a view that opens loads afresh, as a page reload does.
 */
export const openingQuery = (options: OpenQuestionnaireOptions, mount: number) =>
  queryOptions({
    queryKey: questionnaireKeys.opening(options, mount),
    queryFn: ({ client }) => openQuestionnaire(client, options),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
  });
