/** Test helpers of the contract feature: a network stub and a stand-in for the drawing library. */

import { mockApi } from '../../test/mock-api';

export { mockApi };

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
