/**
 * Brings a signed-in applicant's case to 100 % through the public API only, as the pages would:
 * personal information, a photo ID uploaded with the resumable upload protocol, every section of the
 * legal questionnaire walked on the server with a valid answer for each question, and each required
 * section of the declaration written to its suggested length (in Spanish, with its English
 * translation). For journeys that start at 100 %.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { Locale } from './catalogs';
import { expect, type Page } from './test';

export interface Api {
  get(path: string): Promise<unknown>;
  send(method: 'POST' | 'PUT', path: string, data: unknown): Promise<APIResponse>;
}

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('camino.auth')!) as { token: string }).token);
}

function apiFor(request: APIRequestContext, token: string): Api {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get(path) {
      const response = await request.get(`/api${path}`, { headers });
      expect(response.ok(), `GET ${path}: ${response.status()} ${await response.text()}`).toBe(true);
      return response.json();
    },
    send(method, path, data) {
      return request.fetch(`/api${path}`, { method, headers, data });
    },
  };
}

/** The public API as the signed-in applicant of the page, with the page's own token. */
export async function applicantApi(page: Page): Promise<Api> {
  return apiFor(page.request, await tokenOf(page));
}

export async function sendOk(
  api: Api,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
): Promise<unknown> {
  const response = await api.send(method, path, data);
  const body = await response.text();
  expect(response.ok(), `${method} ${path}: ${response.status()} ${body}`).toBe(true);
  return body === '' ? null : (JSON.parse(body) as unknown);
}

/** The dashboard's percentage of the signed-in applicant's case. */
export async function casePercentage(page: Page): Promise<number> {
  const api = apiFor(page.request, await tokenOf(page));
  const { caseId } = (await api.get('/dashboard')) as { caseId: string };
  const result = (await api.get(`/dashboard/calculatePercentage?caseId=${caseId}`)) as {
    completionPercentage: number;
  };
  return result.completionPercentage;
}

async function fillPersonalInfo(api: Api): Promise<void> {
  const current = (await api.get('/mycase/personal-info')) as Record<string, unknown>;
  await sendOk(api, 'PUT', '/mycase/personal-info', {
    name: 'Ana',
    lastName: 'Perez',
    aNumber: '',
    dateOfBirth: '1990-05-12',
    gender: 'female',
    email: current.email,
    phone: current.phone,
  });
}

/** A light, sharp photo of a card with text on it, drawn in the browser (the server checks both). */
async function photoOfId(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1200, 800);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f4f1e8';
    context.fillRect(0, 0, 1200, 800);
    context.fillStyle = '#111';
    context.font = '56px monospace';
    for (let line = 0; line < 5; line++)
      context.fillText(`NATIONAL ID PEREZ ANA ${line}`, 50, 130 + line * 130);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    let binary = '';
    for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Sends one file with the tus protocol (creation, then one piece), returning the accepted upload's id. */
async function uploadFile(request: APIRequestContext, token: string, bytes: Buffer): Promise<string> {
  const headers = { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' };
  const created = await request.post('/api/files/uploads', {
    headers: { ...headers, 'Upload-Length': String(bytes.length) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = new URL(created.headers().location!, 'http://camino.test/api/files/uploads/').pathname;
  const sent = await request.patch(location, {
    headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: bytes,
  });
  // The last piece is answered with the file as the server checked and kept it.
  expect(sent.status(), await sent.text()).toBe(200);
  const accepted = (await sent.json()) as { id: string };
  return accepted.id;
}

async function uploadPhotoId(page: Page, api: Api, token: string): Promise<void> {
  const upload = await uploadFile(page.request, token, await photoOfId(page));
  await sendOk(api, 'POST', '/documents', { derivativeId: null, document: 'national_id', uploads: [upload] });
}

interface QuestionDto {
  question_id: number;
  type: string;
  parent_id: number | null;
  order: number;
  required: boolean;
  length: number | null;
  properties: Record<string, unknown>;
}

interface FlowState {
  current: { question_id: number; loop_id: number } | null;
  complete: boolean;
  failed_validation: { message: string } | null;
}

interface Section {
  configId: number;
  sectionId: number;
  questions: Map<number, QuestionDto>;
  children: Map<number, QuestionDto[]>;
  labels: Map<number, string>;
}

const TODAY = new Date();
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** Dates that make sense together: a birth decades ago, the rest (leaving, entering) months ago. */
const BIRTH_DAY = '1990-05-12';
const RECENT_DAY = isoDay(new Date(Date.UTC(TODAY.getUTCFullYear(), TODAY.getUTCMonth() - 8, 3)));

/** Text that satisfies a pattern of the legal questionnaire: digits or letters of the right length. */
function textFor(question: QuestionDto): string {
  const pattern = typeof question.properties.rx === 'string' ? question.properties.rx : null;
  if (pattern !== null) {
    const count = /\{(\d+)/.exec(pattern)?.[1];
    const length = count === undefined ? 9 : Number(count);
    return (
      (/A-Z|a-z/.test(pattern) ? 'A' : '') +
      '123456789012345'.slice(0, length - (/A-Z|a-z/.test(pattern) ? 1 : 0))
    );
  }
  const text = question.type === 'TEXTAREA' ? 'A short answer written for this application.' : 'Sample';
  return question.length !== null && question.length > 0 ? text.slice(0, question.length) : text;
}

/** The answer rows for one input question, or none when it may stay empty. */
async function rowsFor(
  api: Api,
  section: Section,
  question: QuestionDto,
  loopId: number,
  lang: Locale,
): Promise<Array<{ question_id: number; loop_id: number; response: string }>> {
  const options = (section.children.get(question.question_id) ?? []).filter(
    (child) => child.type === 'OPTION',
  );
  if (question.type === 'RADIO' || question.type === 'CHECKBOX') {
    if (!question.required && question.type === 'CHECKBOX') return [];
    // "No" keeps the walk on its shortest way; otherwise the first option that takes no free text.
    const choice =
      options.find((option) => option.properties.value === 'No') ??
      options.find((option) => option.properties.otTx !== true) ??
      options[0]!;
    return [{ question_id: choice.question_id, loop_id: loopId, response: 'true' }];
  }
  if (!question.required) return [];
  let response: string;
  if (question.type === 'DATEPICKER') {
    const day = /birth|born|nacimiento/i.test(section.labels.get(question.question_id) ?? '')
      ? BIRTH_DAY
      : RECENT_DAY;
    // A question asking the form's MM/YYYY takes a month and a year only.
    response = question.properties.precision === 'month' ? day.slice(0, 7) : day;
  } else if (question.type === 'SELECT' && typeof question.properties.ds === 'string') {
    const { options: data } = (await sendOk(api, 'POST', '/param-data-select/information', {
      name: question.properties.ds,
      lang,
    })) as { options: Array<{ value: string }> };
    response = data.find((option) => option.value === 'TX' || option.value === 'GT')?.value ?? data[0]!.value;
  } else if (question.type === 'PHONE') response = '+1 512 555 0100';
  else if (question.type === 'EMAIL') response = 'applicant@example.org';
  else if (question.type === 'NUMBER') response = '1';
  else response = textFor(question);
  return [{ question_id: question.question_id, loop_id: loopId, response }];
}

async function loadSection(api: Api, configId: number, sectionId: number): Promise<Section> {
  const flow = (await api.get(
    `/param-question-flow?config_id=${configId}&question_section_id=${sectionId}`,
  )) as {
    questions: QuestionDto[];
  };
  const labels = (await api.get(
    `/param-question-label/findLabel?config_id=${configId}&question_section_id=${sectionId}&lang=en`,
  )) as Array<{ question_label_id: number; label: string }>;
  const children = new Map<number, QuestionDto[]>();
  for (const question of flow.questions) {
    if (question.parent_id === null) continue;
    children.set(question.parent_id, [...(children.get(question.parent_id) ?? []), question]);
  }
  for (const list of children.values()) list.sort((a, b) => a.order - b.order);
  return {
    configId,
    sectionId,
    questions: new Map(flow.questions.map((question) => [question.question_id, question])),
    children,
    labels: new Map(labels.map((label) => [label.question_label_id, label.label])),
  };
}

const INPUTS = new Set([
  'DATEPICKER',
  'SELECT',
  'NUMBER',
  'TEXT',
  'TEXTAREA',
  'EMAIL',
  'PHONE',
  'CHECKBOX',
  'RADIO',
]);

/** Answers the page the walk stands on and moves on, until the section reaches its end. */
async function walkSection(api: Api, section: Section, lang: Locale): Promise<void> {
  const ref = { config_id: section.configId, question_section_id: section.sectionId, lang };
  const move = async () =>
    (await sendOk(api, 'POST', '/question-flow-path', { ...ref, action: 'next' })) as FlowState;
  let state = (await api.get(
    `/question-flow-path/${section.configId}/${section.sectionId}/${lang}`,
  )) as FlowState;
  if (state.current === null && !state.complete) state = await move();
  for (let pages = 0; !state.complete; pages++) {
    expect(pages, 'the walk reaches the end of the section').toBeLessThan(200);
    expect(state.failed_validation, 'no validation sends the walk back').toBeNull();
    const { question_id: questionId, loop_id: loopId } = state.current!;
    const question = section.questions.get(questionId)!;
    const fields =
      question.type === 'TEMPLATE'
        ? (section.children.get(questionId) ?? []).filter((child) => INPUTS.has(child.type))
        : INPUTS.has(question.type)
          ? [question]
          : [];
    const rows = [];
    for (const field of fields) rows.push(...(await rowsFor(api, section, field, loopId, lang)));
    if (rows.length > 0)
      await sendOk(api, 'POST', '/param-question-response/process-array', { ...ref, answers: rows });
    state = await move();
  }
}

async function answerLegalQuestionnaire(api: Api, lang: Locale): Promise<void> {
  const { configId, sections } = (await api.get(`/deliverable/formSection?lang=${lang}`)) as {
    configId: number | null;
    sections: Array<{ sectionId: number; complete: boolean }>;
  };
  expect(configId, 'the case has a legal questionnaire').not.toBeNull();
  for (const { sectionId, complete } of sections)
    if (!complete) await walkSection(api, await loadSection(api, configId!, sectionId), lang);
}

const WORDS = (
  'I lived with my family in a small town where I worked every day at the market near the church ' +
  'and I remember the dates and the names of the people who came to our house and what they said'
).split(' ');

async function writeDeclaration(api: Api, lang: Locale): Promise<void> {
  await sendOk(api, 'PUT', '/declaration/language', { language: lang });
  const view = (await api.get(`/declaration?lang=${lang}`)) as {
    sections: Array<{ key: string; minWords: number; optional: boolean }>;
  };
  for (const section of view.sections.filter((candidate) => !candidate.optional)) {
    const words = Array.from(
      { length: Math.max(1, section.minWords) + 5 },
      (_, index) => WORDS[index % WORDS.length],
    );
    await sendOk(api, 'PUT', `/declaration/sections/${section.key}`, { text: `${words.join(' ')}.` });
    // A Spanish declaration goes with its English translation, made by the applicant's translator.
    if (lang === 'es')
      await sendOk(api, 'PUT', `/declaration/sections/${section.key}/translation`, {
        text: `${words.join(' ')}.`,
      });
  }
}

/** Fills the whole case of the signed-in applicant and checks the dashboard shows 100 %. */
export async function completeCase(page: Page, lang: Locale): Promise<void> {
  const token = await tokenOf(page);
  const api = apiFor(page.request, token);
  // Leaving "Start application" for the documents, as its button does.
  await sendOk(api, 'POST', '/mycase/startMyCase', undefined);
  await fillPersonalInfo(api);
  await uploadPhotoId(page, api, token);
  await answerLegalQuestionnaire(api, lang);
  await writeDeclaration(api, lang);
  expect(await casePercentage(page)).toBe(100);
}
