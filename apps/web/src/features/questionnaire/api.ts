/**
 * The questionnaire calls of the API, one small function each, with the query options of those a
 * screen reads. Responses are parsed with the contracts' schemas, so a server change shows up here
 * as a clear error instead of a broken screen.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  activeConfigsSchema,
  dataSelectSchema,
  flowPathStateSchema,
  labelsSchema,
  phonePrefixesSchema,
  questionFlowSchema,
  responsesSchema,
  codeExecutionSchema,
  type ActiveConfig,
  type DataOption,
  type DeleteResponsesBody,
  type FlowPathRequest,
  type FlowPathState,
  type ProcessArrayRequest,
  type Locale,
  type QuestionFlow,
} from '@camino/contracts';
import type { FlowEdge, Label, Question, StoredAnswer } from '@camino/questionnaire';
import {
  ApiError,
  apiErrorMessage,
  apiRequest,
  apiRequestIfChanged,
  apiSend,
  type ApiRequestOptions,
  type ResponseSchema,
} from '../../lib/api-client';
import { hasValidToken } from '../../lib/session/session';
import { readSession } from '../../lib/session/session-store';
import { readCached, readStored, writeCached, writeStored } from './local-cache';

/** Whose answers these are: the applicant's case when signed in, else the temporary session. */
export type OwnerKind = 'case' | 'temp';

export function currentOwnerKind(): OwnerKind {
  return hasValidToken(readSession()) ? 'case' : 'temp';
}

type Section = Pick<ActiveConfig, 'config_id' | 'version' | 'question_section_id'>;

/** What opens a questionnaire on a page (see `openingQuery`). */
export interface OpeningParams {
  readonly questionnaire: string;
  readonly sectionId: number | undefined;
  readonly configId: number | null | undefined;
  readonly openSession: boolean;
}

/** Every query key of the questionnaire, built in one place. */
export const questionnaireKeys = {
  all: ['questionnaire'] as const,
  activeConfig: (questionnaire: string) =>
    [...questionnaireKeys.all, 'active-config', questionnaire] as const,
  flow: (config: Section) =>
    [...questionnaireKeys.all, 'flow', config.config_id, config.version, config.question_section_id] as const,
  labels: (config: Section | null, lang: Locale) =>
    [
      ...questionnaireKeys.all,
      'labels',
      config?.config_id ?? null,
      config?.version ?? null,
      config?.question_section_id ?? null,
      lang,
    ] as const,
  storedAnswers: (config: Section, owner: OwnerKind) =>
    [...questionnaireKeys.all, 'answers', owner, config.config_id, config.question_section_id] as const,
  flowPath: (config: Section, owner: OwnerKind, lang: Locale) =>
    [
      ...questionnaireKeys.all,
      'flow-path',
      owner,
      config.config_id,
      config.question_section_id,
      lang,
    ] as const,
  dataOptions: (name: string, lang: Locale) =>
    [...questionnaireKeys.all, 'data-options', name, lang] as const,
  phonePrefixes: (lang: Locale) => [...questionnaireKeys.all, 'phone-prefixes', lang] as const,
  opening: (params: OpeningParams, mount: number) =>
    [
      ...questionnaireKeys.all,
      'opening',
      params.questionnaire,
      params.sectionId ?? null,
      params.configId ?? null,
      params.openSession,
      mount,
    ] as const,
};

/**
 * The calls keep their own local copies (ETag revalidation, the last active configuration) and
 * answer from them when the network is down: their queries run whatever the connection says, ask
 * the server each time they are fetched, and never retry on their own.
 */
const ASKED_EACH_TIME = { staleTime: 0, retry: false, networkMode: 'always' } as const;

/**
 * How the questionnaire's calls go out, decided at call time (a queued save is sent later, under
 * whatever session holds then): the full token while it is valid, else the temporary token in the
 * spec's `Bearer temp` form; without either the temporary-session cookie (httpOnly, same origin)
 * speaks for the visitor. The save queue and the queries retry on their own, and a refused
 * credential is the screen's to answer (its notice, or a new session), so the session is left alone.
 */
export function callOptions(): ApiRequestOptions {
  return {
    auth: hasValidToken(readSession()) ? 'token' : 'temp',
    retries: 0,
    keepTemporarySession: true,
  };
}

/** A contract schema: checks a new answer, and parses a copy kept on the device. */
type ContractSchema<T> = ResponseSchema<T> & { parse(data: unknown): T };

function getJson<T>(path: string, schema: ResponseSchema<T>): Promise<T> {
  return apiRequest(path, { ...callOptions(), schema });
}

function postJson<T>(path: string, body: unknown, schema: ResponseSchema<T>): Promise<T> {
  return apiRequest(path, { ...callOptions(), method: 'POST', body, schema });
}

/** The copies kept on the device serve when the server cannot be reached or fails, not when it refuses. */
function serverUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * GET with a local copy revalidated by ETag: a 304 reuses the copy, and when the network is down
 * the copy is used as is, so a questionnaire already opened keeps working on a flaky connection.
 */
async function cachedGet<T>(path: string, cacheKey: string, schema: ContractSchema<T>): Promise<T> {
  const cached = readCached(cacheKey);
  try {
    const answer = await apiRequestIfChanged(path, { ...callOptions(), schema, etag: cached?.etag });
    if (answer.changed) {
      writeCached(cacheKey, { etag: answer.etag, body: answer.data });
      return answer.data;
    }
    // Only a copy's ETag is sent, so "not changed" always has a copy to return.
    return schema.parse(cached!.body);
  } catch (error) {
    if (cached && serverUnavailable(error)) return schema.parse(cached.body);
    throw error;
  }
}

/**
 * The active configuration of a questionnaire (the one serving every strategy first). The last
 * one seen is kept, so a page reloaded on a dead connection still opens the applicant's answers.
 */
export async function getActiveConfig(questionnaire: string): Promise<ActiveConfig> {
  const key = `cache:active:${questionnaire}`;
  let configs: ActiveConfig[];
  try {
    configs = await getJson(
      `/config/active?questionnaire=${encodeURIComponent(questionnaire)}`,
      activeConfigsSchema,
    );
  } catch (error) {
    const kept = readStored<unknown>(key);
    if (kept === null || !serverUnavailable(error)) throw error;
    configs = activeConfigsSchema.parse(kept);
  }
  const config = configs.find((candidate) => candidate.strategy === null) ?? configs[0];
  // No active configuration is the server's `NOT_FOUND` for the questionnaire.
  if (!config) throw new ApiError(404, 'NOT_FOUND', apiErrorMessage('NOT_FOUND'));
  writeStored(key, [config]);
  return config;
}

export const activeConfigQuery = (questionnaire: string) =>
  queryOptions({
    queryKey: questionnaireKeys.activeConfig(questionnaire),
    queryFn: () => getActiveConfig(questionnaire),
    ...ASKED_EACH_TIME,
  });

export interface FlowData {
  questions: Question[];
  edges: FlowEdge[];
}

export async function getFlow(config: ActiveConfig): Promise<FlowData> {
  const flow: QuestionFlow = await cachedGet(
    `/param-question-flow?config_id=${config.config_id}&question_section_id=${config.question_section_id}`,
    `flow:${config.config_id}:${config.version}:${config.question_section_id}`,
    questionFlowSchema,
  );
  // The contract keeps properties open-ended; the engine reads its known keys and ignores the rest.
  return { questions: flow.questions as Question[], edges: flow.edges };
}

export const flowQuery = (config: ActiveConfig) =>
  queryOptions({
    queryKey: questionnaireKeys.flow(config),
    queryFn: () => getFlow(config),
    ...ASKED_EACH_TIME,
  });

/** Every label of the section in one language, cached by configuration id, version and language. */
export async function getLabels(config: ActiveConfig, lang: Locale): Promise<Label[]> {
  return cachedGet(
    `/param-question-label/findLabel?config_id=${config.config_id}&question_section_id=${config.question_section_id}&lang=${lang}`,
    `labels:${config.config_id}:${config.version}:${lang}`,
    labelsSchema,
  );
}

/** Without a configuration (not open yet) the query waits. */
export const labelsQuery = (config: ActiveConfig | null, lang: Locale) =>
  queryOptions({
    queryKey: questionnaireKeys.labels(config, lang),
    queryFn: config ? () => getLabels(config, lang) : skipToken,
    ...ASKED_EACH_TIME,
  });

function variant(owner: OwnerKind): string {
  return owner === 'temp' ? '/temp' : '';
}

export async function getStoredAnswers(config: ActiveConfig, owner: OwnerKind): Promise<StoredAnswer[]> {
  const path = owner === 'temp' ? 'responseCaseTemp' : 'responseCase';
  const rows = await getJson(
    `/param-question-response/${path}?config_id=${config.config_id}&question_section_id=${config.question_section_id}`,
    responsesSchema,
  );
  return rows.map((row) => ({ questionId: row.question_id, loopId: row.loop_id, response: row.response }));
}

// The engine state on the device moves on from the stored answers and path: no copy is kept to be shown again.
export const storedAnswersQuery = (config: ActiveConfig, owner: OwnerKind) =>
  queryOptions({
    queryKey: questionnaireKeys.storedAnswers(config, owner),
    queryFn: () => getStoredAnswers(config, owner),
    ...ASKED_EACH_TIME,
    gcTime: 0,
  });

export async function getFlowPath(
  config: ActiveConfig,
  owner: OwnerKind,
  lang: Locale,
): Promise<FlowPathState> {
  return getJson(
    `/question-flow-path${variant(owner)}/${config.config_id}/${config.question_section_id}/${lang}`,
    flowPathStateSchema,
  );
}

export const flowPathQuery = (config: ActiveConfig, owner: OwnerKind, lang: Locale) =>
  queryOptions({
    queryKey: questionnaireKeys.flowPath(config, owner, lang),
    queryFn: () => getFlowPath(config, owner, lang),
    ...ASKED_EACH_TIME,
    gcTime: 0,
  });

/**
 * The calls that change answers, as the save queue keeps them until the server has them: each with
 * its typed body, its path built here and nowhere else. The path, not the credential, is kept.
 */
export type AnswerCall =
  | {
      readonly kind: 'delete';
      readonly method: 'DELETE';
      readonly path: '/param-question-response/question_id';
      readonly body: DeleteResponsesBody;
    }
  | {
      readonly kind: 'save';
      readonly method: 'POST';
      readonly path: '/param-question-response/process-array';
      readonly body: ProcessArrayRequest;
    }
  | {
      readonly kind: 'path';
      readonly method: 'POST';
      readonly path: '/question-flow-path' | '/question-flow-path/temp';
      readonly body: FlowPathRequest;
    };

/** Deletes exact answers (spec: Answer to delete). */
export const deleteAnswersCall = (body: DeleteResponsesBody): AnswerCall => ({
  kind: 'delete',
  method: 'DELETE',
  path: '/param-question-response/question_id',
  body,
});

/** Saves the whole new answer of each question named. */
export const saveAnswersCall = (body: ProcessArrayRequest): AnswerCall => ({
  kind: 'save',
  method: 'POST',
  path: '/param-question-response/process-array',
  body,
});

/** Stores the flow path the browser's engine walked. */
export const saveFlowPathCall = (owner: OwnerKind, body: FlowPathRequest): AnswerCall => ({
  kind: 'path',
  method: 'POST',
  path: owner === 'temp' ? '/question-flow-path/temp' : '/question-flow-path',
  body,
});

/** Sends a kept call with the credential of the moment. */
export async function sendAnswerCall(call: AnswerCall): Promise<void> {
  await apiSend(call.path, { ...callOptions(), method: call.method, body: call.body });
}

/** Runs a VALIDATION question's script on the server over the answers it holds. */
export async function runValidation(configId: number, questionId: number): Promise<boolean> {
  const result = await postJson(
    '/code-execution',
    { config_id: configId, question_id: questionId },
    codeExecutionSchema,
  );
  return result.passed;
}

/** Options of a SELECT's data source in a language. */
export async function getDataOptions(name: string, lang: Locale): Promise<DataOption[]> {
  return (await postJson('/param-data-select/information', { name, lang }, dataSelectSchema)).options;
}

// Data sources and phone prefixes change with content releases only: fetched once per page load.
const ONCE_PER_PAGE_LOAD = {
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  networkMode: 'always',
} as const;

export const dataOptionsQuery = (name: string, lang: Locale) =>
  queryOptions({
    queryKey: questionnaireKeys.dataOptions(name, lang),
    queryFn: () => getDataOptions(name, lang),
    ...ONCE_PER_PAGE_LOAD,
  });

export interface PhonePrefix {
  country: string;
  name: string;
  prefix: string;
}

export async function getPhonePrefixes(lang: Locale): Promise<PhonePrefix[]> {
  return getJson(`/countries/prefix?lang=${lang}`, phonePrefixesSchema);
}

export const phonePrefixesQuery = (lang: Locale) =>
  queryOptions({
    queryKey: questionnaireKeys.phonePrefixes(lang),
    queryFn: () => getPhonePrefixes(lang),
    ...ONCE_PER_PAGE_LOAD,
  });

/** Opens a temporary session (the server sets its cookie); used where no sign-in flow precedes. */
export async function openTemporarySession(lang: Locale): Promise<void> {
  await apiSend('/auth/generate-temp-token', { ...callOptions(), method: 'POST', body: { locale: lang } });
}
