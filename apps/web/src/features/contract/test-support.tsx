/** Test helpers of the contract feature: a network stub and a stand-in for the drawing library. */
import { vi } from 'vitest';

type Answer = { status: number; body: object } | object;
type Route = (body: Record<string, unknown>) => Answer | Promise<Answer>;

/** Stubs fetch with routes such as `'POST /api/terms/accept'`; anything else is a 404 problem. */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) return Response.json({ status: 404, code: 'NOT_FOUND' }, { status: 404 });
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const answer = await route(body);
    if ('status' in answer && 'body' in answer && typeof answer.status === 'number')
      return Response.json(answer.body, { status: answer.status });
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const callsOf = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

export const bodyOf = (fetchMock: ReturnType<typeof mockApi>, call: string) => {
  const found = fetchMock.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === call,
  );
  return found?.[1]?.body ? (JSON.parse(String(found[1].body)) as Record<string, unknown>) : undefined;
};

const text = (title: string) => ({
  title,
  intro: [{ type: 'paragraph', text: `${title} intro` }],
  sections: [{ heading: '1. First', blocks: [{ type: 'paragraph', text: 'Clause.' }] }],
});

export const CURRENT_TERMS = {
  terms: { version: '2026-11-21', texts: { en: text('Terms of Use'), es: text('Términos de uso') } },
  privacy: {
    version: '2026-11-20',
    texts: { en: text('Privacy Policy'), es: text('Política de privacidad') },
  },
};

/**
 * happy-dom has no 2D canvas, so the drawing library is replaced by a pad whose strokes a test
 * draws with `drawStroke()`: it fires the same `endStroke` event the real one does.
 */
export class FakeSignaturePad {
  static last: FakeSignaturePad | null = null;
  #strokes = 0;
  #listeners: (() => void)[] = [];
  constructor(readonly canvas: HTMLCanvasElement) {
    FakeSignaturePad.last = this;
  }
  addEventListener(_type: string, listener: () => void) {
    this.#listeners.push(listener);
  }
  removeEventListener() {}
  off() {}
  isEmpty() {
    return this.#strokes === 0;
  }
  clear() {
    this.#strokes = 0;
  }
  toData() {
    return [];
  }
  fromData() {}
  toDataURL() {
    return 'data:image/png;base64,iVBORw0KGgo=';
  }
  drawStroke() {
    this.#strokes += 1;
    this.#listeners.forEach((listener) => listener());
  }
}
