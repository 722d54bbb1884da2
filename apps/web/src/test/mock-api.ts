import { vi } from 'vitest';
import type { ResponseSchema } from '../lib/api-client';
import { contractOf } from './api-contract';

/** What a stubbed route answers: a body (200), `{ status, body }`, or nothing (204). */
export type MockAnswer = { status: number; body: unknown } | object | undefined;

/** A stubbed endpoint: the parsed JSON body sent (or `{}`) and the full request address. */
export type MockRoute = (body: Record<string, unknown>, url: URL) => MockAnswer | Promise<MockAnswer>;

const isStatusAnswer = (answer: object): answer is { status: number; body: unknown } =>
  'status' in answer && 'body' in answer && typeof answer.status === 'number';

/** A stub body checked against a schema where it is written, e.g. `() => ok(caseSummarySchema, summary)`. */
export function ok<T>(schema: ResponseSchema<T>, body: T): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`A stub body does not match its schema: ${describe(parsed.error)}`);
  return body;
}

function describe(error: unknown): string {
  const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] } | null)?.issues ?? [];
  return issues
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Why a successful answer of a stub is one the server could never give, or null when it could: the
 * endpoint must be in the contract table and the body must parse with its response schema.
 */
export function contractViolation(method: string, pathname: string, body: unknown): string | null {
  const entry = contractOf(method, pathname);
  if (!entry) return `${method} ${pathname} is not in the contract table (test/api-contract.ts)`;
  if (entry.schema === null) return null;
  const parsed = entry.schema.safeParse(body);
  return parsed.success ? null : `${entry.route} answers what its schema refuses: ${describe(parsed.error)}`;
}

/**
 * Stubs fetch at the network boundary with routes such as `'PUT /api/mycase/derivatives'`, matched
 * on method and path (the query is left to the route). Anything else answers a 404 problem. A
 * successful answer is checked against the endpoint's schema in the contract table; one the server
 * could never give fails the test (thrown outside the app, which would only show its generic error).
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const route = routes[`${method} ${url.pathname}`];
    const problem = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/problem+json' },
      });
    if (!route) return problem(404, { type: 'urn:camino:problem:not-found', status: 404, code: 'NOT_FOUND' });
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const answer = await route(body, url);
    if (answer === undefined) return new Response(null, { status: 204 });
    if (isStatusAnswer(answer) && answer.status >= 400) return problem(answer.status, answer.body);
    const [status, sent] = isStatusAnswer(answer) ? [answer.status, answer.body] : [200, answer];
    const violation = contractViolation(method, url.pathname, sent);
    if (violation) failTest(violation);
    return Response.json(sent, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Fails the running test from outside the code under test, which would catch an ordinary throw. */
export function failTest(message: string): never {
  const error = new Error(message);
  queueMicrotask(() => {
    throw error;
  });
  throw error;
}
