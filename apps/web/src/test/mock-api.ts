import { vi } from 'vitest';

/** What a stubbed route answers: a body (200), `{ status, body }`, or nothing (204). */
export type MockAnswer = { status: number; body: unknown } | object | undefined;

/** A stubbed endpoint: the parsed JSON body sent (or `{}`) and the full request address. */
export type MockRoute = (body: Record<string, unknown>, url: URL) => MockAnswer | Promise<MockAnswer>;

const isStatusAnswer = (answer: object): answer is { status: number; body: unknown } =>
  'status' in answer && 'body' in answer && typeof answer.status === 'number';

/**
 * Stubs fetch at the network boundary with routes such as `'PUT /api/mycase/derivatives'`, matched
 * on method and path (the query is left to the route). Anything else answers a 404 problem.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    const problem = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/problem+json' },
      });
    if (!route) return problem(404, { type: 'urn:camino:problem:not-found', status: 404, code: 'NOT_FOUND' });
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const answer = await route(body, url);
    if (answer === undefined) return new Response(null, { status: 204 });
    if (isStatusAnswer(answer)) {
      return answer.status >= 400
        ? problem(answer.status, answer.body)
        : Response.json(answer.body, { status: answer.status });
    }
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
