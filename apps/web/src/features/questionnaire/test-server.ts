/**
 * A small questionnaire touching every question type, and a fake API serving it through `fetch`
 * the way the server does (ETags, temp variants, problem+json), for the feature's tests.
 */
import type { FlowEdge, Label, Question, QuestionType } from '@camino/questionnaire';
import { encodeBase64 } from '@camino/questionnaire';
import { vi } from 'vitest';

const q = (question_id: number, type: QuestionType, extra: Partial<Question> = {}): Question => ({
  question_id,
  type,
  parent_id: null,
  loop_id: 1,
  loop_group: 'WITHOUT_GROUP',
  group: 1,
  order: 0,
  required: false,
  length: null,
  properties: {},
  code: null,
  ...extra,
});

export const QUESTIONS: Question[] = [
  q(1, 'START'),
  q(2, 'LABEL'),
  q(3, 'TEMPLATE'),
  q(31, 'TEXT', { parent_id: 3, order: 1, required: true, length: 20, properties: { uscis: true } }),
  q(32, 'EMAIL', { parent_id: 3, order: 2 }),
  q(4, 'RADIO', { required: true }),
  q(41, 'OPTION', { parent_id: 4, order: 1, properties: { value: 'Yes' } }),
  q(42, 'OPTION', { parent_id: 4, order: 2, properties: { value: 'No' } }),
  q(5, 'LOOP', { loop_group: 'kids' }),
  q(51, 'TEXT', { loop_group: 'kids', required: true }),
  q(6, 'CHECKBOX', { required: true }),
  q(61, 'OPTION', { parent_id: 6, order: 1 }),
  q(62, 'OPTION', { parent_id: 6, order: 2, properties: { otTx: true } }),
  q(7, 'DATEPICKER', { required: true }),
  q(8, 'VALIDATION', { code: encodeBase64('return true;') }),
  q(9, 'SELECT', { required: true, properties: { ds: 'countries' } }),
  q(10, 'PHONE', { required: true }),
  q(11, 'NUMBER', { required: true }),
  q(12, 'TEXTAREA'),
  q(99, 'END'),
];

const e = (from: number, to: number, text: FlowEdge['text'] = null, loop = false): FlowEdge => ({
  from,
  to,
  text,
  loop,
});

export const EDGES: FlowEdge[] = [
  e(1, 2),
  e(2, 3),
  e(3, 4),
  e(4, 5, 'Yes'),
  e(4, 6, 'No'),
  e(5, 51),
  e(5, 6),
  e(51, 5, null, true),
  e(6, 7),
  e(7, 8),
  e(8, 7),
  e(8, 9),
  e(9, 10),
  e(10, 11),
  e(11, 12),
  e(12, 99),
];

const TEXTS: Record<number, [string, string?]> = {
  2: ['Welcome to the test', 'Some help for the label.'],
  3: ['Your name'],
  31: ['Given name'],
  32: ['Email (optional)'],
  4: ['Do you have children?', 'Include all of them.'],
  41: ['Yes'],
  42: ['No'],
  5: ['Your children'],
  51: ["Child's name"],
  6: ['Which languages do you speak?'],
  61: ['English'],
  62: ['Other'],
  7: ['Date of birth'],
  8: ['Validation'],
  9: ['Country of birth'],
  10: ['Phone'],
  11: ['Years in the U.S.'],
  12: ['Anything else?'],
};

export function labels(lang: string): Label[] {
  return Object.entries(TEXTS).map(([id, [label, help]]) => ({
    question_label_id: Number(id),
    lang,
    label: lang === 'es' ? `ES ${label}` : label,
    placeholder: null,
    error_text: Number(id) === 8 ? 'The date cannot be in the future.' : null,
    help_text: help ?? null,
  }));
}

export const CONFIG = {
  config_id: 7,
  questionnaire: 'sample',
  strategy: null,
  version: 1,
  content_hash: 'hash',
  question_section_id: 70,
  title: { en: 'Sample', es: 'Ejemplo' },
};

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeServer {
  calls: RecordedCall[];
  online: boolean;
  validationPasses: boolean;
  /** Status to answer process-array with, once. */
  failNextSave: { status: number; body?: unknown } | null;
  answers: Array<{ question_id: number; loop_id: number; response: string }>;
  flowPath: string;
  fetch: ReturnType<typeof vi.fn>;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export function createFakeServer(): FakeServer {
  const server: FakeServer = {
    calls: [],
    online: true,
    validationPasses: true,
    failNextSave: null,
    answers: [],
    flowPath: '',
    fetch: vi.fn(),
  };
  server.fetch.mockImplementation(async (input: string, init: RequestInit = {}) => {
    if (!server.online) throw new TypeError('Failed to fetch');
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.replace(/^\/api/, '');
    server.calls.push({ method, path, body });
    const headers = new Headers(init.headers);
    if (path === '/config/active') return json([CONFIG]);
    if (path === '/param-question-flow') {
      if (headers.get('If-None-Match') === '"flow"') return new Response(null, { status: 304 });
      return json({ config_id: 7, version: 1, questions: QUESTIONS, edges: EDGES }, 200, { ETag: '"flow"' });
    }
    if (path === '/param-question-label/findLabel') {
      const lang = url.searchParams.get('lang') ?? 'en';
      if (headers.get('If-None-Match') === `"labels-${lang}"`) return new Response(null, { status: 304 });
      return json(labels(lang), 200, { ETag: `"labels-${lang}"` });
    }
    if (path.startsWith('/param-question-response/responseCase')) {
      return json(
        server.answers.map((answer) => ({
          ...answer,
          question_section_id: 70,
          config_id: 7,
          group: 1,
          loop_group: 'WITHOUT_GROUP',
        })),
      );
    }
    if (path.startsWith('/question-flow-path') && method === 'GET') {
      return json({
        config_id: 7,
        question_section_id: 70,
        flow_path: server.flowPath,
        current: null,
        complete: false,
        completion: 0,
        path_changed: false,
        failed_validation: null,
      });
    }
    if (path.startsWith('/question-flow-path') && method === 'POST') {
      server.flowPath = (body as { flow_path: string }).flow_path;
      return json({
        config_id: 7,
        question_section_id: 70,
        flow_path: server.flowPath,
        current: null,
        complete: false,
        completion: 0,
        path_changed: false,
        failed_validation: null,
      });
    }
    if (path === '/param-question-response/process-array') {
      if (server.failNextSave) {
        const failure = server.failNextSave;
        server.failNextSave = null;
        return json(failure.body ?? { title: 'Error' }, failure.status, {
          'Content-Type': 'application/problem+json',
        });
      }
      for (const row of (
        body as { answers: Array<{ question_id: number; loop_id: number; response: string }> }
      ).answers) {
        server.answers = server.answers.filter(
          (a) => !(a.question_id === row.question_id && a.loop_id === row.loop_id),
        );
        if (row.response !== '' && row.response !== 'false') server.answers.push(row);
      }
      return json({ saved: [], deleted: [], flow: null });
    }
    if (path === '/param-question-response/question_id') {
      const rows = (body as { answers: Array<{ qid: number; lid: number }> }).answers;
      server.answers = server.answers.filter(
        (a) => !rows.some((row) => row.qid === a.question_id && row.lid === a.loop_id),
      );
      return json({ deleted: rows.length, flow: null });
    }
    if (path === '/code-execution') return json({ passed: server.validationPasses, failure: null });
    if (path === '/param-data-select/information') {
      return json({
        name: 'countries',
        options: [
          { value: 'MX', label: 'Mexico' },
          { value: 'US', label: 'United States' },
        ],
      });
    }
    if (path === '/countries/prefix') {
      return json([
        { country: 'MX', name: 'Mexico', prefix: '+52' },
        { country: 'US', name: 'United States', prefix: '+1' },
      ]);
    }
    return json({ title: 'Not found' }, 404);
  });
  return server;
}
