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
  type FlowPathState,
  type Locale,
  type QuestionFlow,
} from '@camino/contracts';
import type { FlowEdge, Label, Question, StoredAnswer } from '@camino/questionnaire';
import { hasValidToken } from '../../lib/session/session';
import { readSession } from '../../lib/session/session-store';
import { readCached, readStored, writeCached, writeStored } from './local-cache';

/** A failed call: `status` 0 means the network failed before any answer came back. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Record<string, unknown> | null = null,
  ) {
    super(`Questionnaire call failed (${status || 'network'})`);
  }
}

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
 * The credential header: the full token, else the temporary token in the spec's `Bearer temp`
 * form. Without either the temporary-session cookie (httpOnly, same origin) speaks for the visitor.
 */
export function authHeaders(): Record<string, string> {
  const session = readSession();
  if (session.token && hasValidToken(session)) return { Authorization: `Bearer ${session.token}` };
  if (session.tempToken) return { Authorization: `Bearer temp ${session.tempToken}` };
  return {};
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Sends a call and returns the raw response; throws ApiError for a network failure or an error status. */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...authHeaders(),
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0);
  }
  if (response.status === 304 || response.ok) return response;
  let problem: Record<string, unknown> | null = null;
  try {
    problem = (await response.json()) as Record<string, unknown>;
  } catch {
    // A body that is not JSON (a proxy's error page) carries nothing to show.
  }
  throw new ApiError(response.status, problem);
}

async function json(path: string, options: CallOptions = {}): Promise<unknown> {
  return (await call(path, options)).json();
}

/**
 * GET with a local copy revalidated by ETag: a 304 reuses the copy, and when the network is down
 * the copy is used as is, so a questionnaire already opened keeps working on a flaky connection.
 */
async function cachedGet<T>(path: string, cacheKey: string, parse: (body: unknown) => T): Promise<T> {
  const cached = readCached(cacheKey);
  try {
    const response = await call(path, cached?.etag ? { headers: { 'If-None-Match': cached.etag } } : {});
    if (response.status === 304 && cached) return parse(cached.body);
    const body: unknown = await response.json();
    const parsed = parse(body);
    writeCached(cacheKey, { etag: response.headers.get('ETag'), body });
    return parsed;
  } catch (error) {
    if (cached && error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
      return parse(cached.body);
    }
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
    configs = activeConfigsSchema.parse(
      await json(`/config/active?questionnaire=${encodeURIComponent(questionnaire)}`),
    );
  } catch (error) {
    const kept = readStored<unknown>(key);
    if (kept === null || !(error instanceof ApiError) || (error.status !== 0 && error.status < 500))
      throw error;
    configs = activeConfigsSchema.parse(kept);
  }
  const config = configs.find((candidate) => candidate.strategy === null) ?? configs[0];
  if (!config) throw new ApiError(404);
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
    (body) => questionFlowSchema.parse(body),
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
    (body) => labelsSchema.parse(body),
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
  const rows = responsesSchema.parse(
    await json(
      `/param-question-response/${path}?config_id=${config.config_id}&question_section_id=${config.question_section_id}`,
    ),
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
  return flowPathStateSchema.parse(
    await json(
      `/question-flow-path${variant(owner)}/${config.config_id}/${config.question_section_id}/${lang}`,
    ),
  );
}

export const flowPathQuery = (config: ActiveConfig, owner: OwnerKind, lang: Locale) =>
  queryOptions({
    queryKey: questionnaireKeys.flowPath(config, owner, lang),
    queryFn: () => getFlowPath(config, owner, lang),
    ...ASKED_EACH_TIME,
    gcTime: 0,
  });

/** Path of the flow-path save call for an owner; the queue stores the path, not the credential. */
export function flowPathUrl(owner: OwnerKind): string {
  return `/question-flow-path${variant(owner)}`;
}

/** Runs a VALIDATION question's script on the server over the answers it holds. */
export async function runValidation(configId: number, questionId: number): Promise<boolean> {
  const result = codeExecutionSchema.parse(
    await json('/code-execution', { method: 'POST', body: { config_id: configId, question_id: questionId } }),
  );
  return result.passed;
}

/** Options of a SELECT's data source in a language. */
export async function getDataOptions(name: string, lang: Locale): Promise<DataOption[]> {
  const body = await json('/param-data-select/information', { method: 'POST', body: { name, lang } });
  return dataSelectSchema.parse(body).options;
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
  return phonePrefixesSchema.parse(await json(`/countries/prefix?lang=${lang}`));
}

export const phonePrefixesQuery = (lang: Locale) =>
  queryOptions({
    queryKey: questionnaireKeys.phonePrefixes(lang),
    queryFn: () => getPhonePrefixes(lang),
    ...ONCE_PER_PAGE_LOAD,
  });

/** Opens a temporary session (the server sets its cookie); used where no sign-in flow precedes. */
export async function openTemporarySession(lang: Locale): Promise<void> {
  await call('/auth/generate-temp-token', { method: 'POST', body: { locale: lang } });
}
