/**
 * Answers a questionnaire through its screens, page after page, as an applicant would: each field
 * filled through its own control (text, date parts, select, phone, radio, checkbox) until the section
 * ends. What a test checks is given per label; the rest gets a plain valid answer, "No" where a choice
 * allows it so the walk stays short. The question types, required marks and patterns come from the
 * questionnaire's public definition, so no answer is guessed from the page's looks.
 */
import type { Locale } from './catalogs';
import { expect, type Page } from './test';

/** A text, an ISO date, a select's value; a choice's option label, or several for a checkbox. */
export type PlannedAnswer = string | readonly string[];

export interface AnswerPlan {
  /**
   * Answers by the field's label as shown, or by `page heading » field label` when a label repeats on
   * several pages (a name asked for the applicant, the spouse and each child).
   */
  readonly answers?: Readonly<Record<string, PlannedAnswer>>;
  /** How many times to go through a loop, by the loop's name as shown in its caption; once otherwise. */
  readonly loops?: Readonly<Record<string, number>>;
  /** Replaces what a page already shows (answers kept or prefilled) with the default answers too. */
  readonly overwrite?: boolean;
}

interface QuestionDefinition {
  question_id: number;
  type: string;
  parent_id: number | null;
  required: boolean;
  length: number | null;
  properties: Record<string, unknown>;
}

/** Every question of the configurations met so far, by id (ids are unique across configurations). */
const definitions = new Map<number, QuestionDefinition & { name: string }>();

async function token(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('camino.auth')!) as { token: string }).token);
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The configuration and section the page shows: a legal section (`?section=`) or the work permit's. */
async function currentSection(page: Page): Promise<{ configId: number; sectionId: number }> {
  const url = new URL(page.url());
  const questionnaire = url.searchParams.get('questionnaire');
  if (questionnaire !== null) {
    const [config] = await getJson<Array<{ config_id: number; question_section_id: number }>>(
      page,
      `/config/active?questionnaire=${questionnaire}`,
    );
    return { configId: config!.config_id, sectionId: config!.question_section_id };
  }
  const { configId, sections } = await getJson<{ configId: number; sections: Array<{ sectionId: number }> }>(
    page,
    '/deliverable/formSection?lang=en',
  );
  const section = Number(url.searchParams.get('section') ?? sections[0]!.sectionId);
  return { configId, sectionId: section };
}

async function definitionOf(page: Page, questionId: number) {
  if (!definitions.has(questionId)) {
    const { configId, sectionId } = await currentSection(page);
    const flow = await getJson<{ questions: QuestionDefinition[] }>(
      page,
      `/param-question-flow?config_id=${configId}&question_section_id=${sectionId}`,
    );
    const names = await getJson<Array<{ name: string; question_id: number }>>(
      page,
      `/param-question-var/variables?qs=${sectionId}&cf=${configId}`,
    );
    const nameOf = new Map(names.map((variable) => [variable.question_id, variable.name]));
    for (const question of flow.questions)
      definitions.set(question.question_id, { ...question, name: nameOf.get(question.question_id) ?? '' });
  }
  const definition = definitions.get(questionId);
  if (definition === undefined) throw new Error(`question ${questionId} is not in the section shown`);
  return definition;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const monthsAgo = (months: number) => {
  const day = new Date();
  day.setUTCDate(3);
  day.setUTCMonth(day.getUTCMonth() - months);
  return isoDay(day);
};

/** A date that fits the question: births decades ago (a child's years ago), the rest months ago. */
function defaultDate(name: string): string {
  if (/child.*birth|birth.*child|sibling.*birth|sister.*birth|brother.*birth/.test(name)) return '2014-09-15';
  if (/birth|born/.test(name)) return '1988-04-12';
  if (/marri/.test(name)) return '2012-06-20';
  return monthsAgo(8);
}

/** Text that a pattern of these questionnaires accepts: letters, then digits, of the right length. */
function defaultText(definition: QuestionDefinition): string {
  const pattern = typeof definition.properties.rx === 'string' ? definition.properties.rx : null;
  if (pattern !== null) {
    const letters = Number(/\[A-Za-z\]\{(\d+)\}/.exec(pattern)?.[1] ?? 0);
    const digits = Number(/\{(\d+)/.exec(pattern.replace(/\[A-Za-z\]\{\d+\}/, ''))?.[1] ?? 9);
    return 'ABCDEFGHIJ'.slice(0, letters) + '123456789012345'.slice(0, digits);
  }
  const text =
    definition.type === 'TEXTAREA' ? 'What happened is written here in a few plain words.' : 'Sample';
  return definition.length !== null && definition.length > 0 ? text.slice(0, definition.length) : text;
}

interface Field {
  id: string;
  questionId: number;
  label: string;
  /** Holds an answer already (kept from before, or prefilled from the case). */
  answered: boolean;
}

interface Shown {
  /** The engine's place, which changes with every page. */
  entry: string;
  heading: string;
  ended: boolean;
  fields: Field[];
  /** The loop caption ("<loop>: <number> of <count>") on a loop's last page, where another may be added. */
  addable: string | null;
}

/** What the page shows, read at once: each field's first control has the id `q-<question>-<loop>`. */
async function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const form = document.querySelector<HTMLElement>('[data-testid="questionnaire"]')!;
    const text = (element: Element | null | undefined) => (element?.textContent ?? '').trim();
    const fields = [...form.querySelectorAll<HTMLElement>('[id^="q-"]')]
      .filter((element) => /^q-\d+-\d+$/.test(element.id))
      .map((element) => {
        const input = element instanceof HTMLInputElement ? element : null;
        const choice = input !== null && (input.type === 'radio' || input.type === 'checkbox');
        const date = form.querySelector(`#${element.id}-year`);
        // Choices, dates and phones are fieldsets named by their legend; the rest have a label.
        const label =
          choice || date !== null || input?.type === 'tel'
            ? element.closest('fieldset')?.querySelector('legend')
            : form.querySelector(`label[for="${element.id}"]`);
        const answered = choice
          ? form.querySelector(`input[name="${element.id}"]:checked`) !== null
          : date !== null
            ? (date as HTMLInputElement).value !== ''
            : (element as HTMLInputElement).value !== '';
        return { id: element.id, questionId: Number(element.id.split('-')[1]), label: text(label), answered };
      });
    return {
      entry: form.dataset.entry ?? '',
      heading: text(form.querySelector('h1')),
      ended: document.querySelector<HTMLDialogElement>('dialog[data-testid="end-modal"]')?.open === true,
      fields,
      addable: form.querySelector('[data-testid="loop-add"]')
        ? text(form.querySelector('[data-testid="loop-caption"]'))
        : null,
    };
  });
}

async function chooseOptions(page: Page, id: string, labels: readonly string[] | null) {
  const group = page
    .getByTestId('questionnaire')
    .locator('fieldset')
    .filter({ has: page.locator(`#${id}`) });
  const inputs = group.locator(`input[name="${id}"]`);
  if (labels !== null) {
    for (const label of labels) await group.getByLabel(label, { exact: true }).check();
    return;
  }
  // "No" keeps the walk short; otherwise the first option that asks for no text of its own.
  const options = await inputs.evaluateAll((elements) =>
    elements.map((element) => ({
      id: element.id,
      other: element.hasAttribute('aria-controls'),
      label: (element.ownerDocument.querySelector(`label[for="${element.id}"]`)?.textContent ?? '').trim(),
    })),
  );
  const choice =
    options.find((option) => option.label === 'No') ?? options.find((option) => !option.other) ?? options[0]!;
  await page.locator(`[id="${choice.id}"]`).check();
}

/** A date's parts; a question asking month and year only (the form's MM/YYYY) has no day to fill. */
async function fillDate(page: Page, id: string, iso: string, monthOnly: boolean) {
  const [year, month, day] = iso.split('-');
  await page.locator(`#${id}`).selectOption(String(Number(month)));
  if (!monthOnly) await page.locator(`#${id}-day`).fill(String(Number(day)));
  await page.locator(`#${id}-year`).fill(year!);
}

async function answerField(page: Page, field: Field, heading: string, plan: AnswerPlan) {
  const definition = await definitionOf(page, field.questionId);
  const planned = plan.answers?.[`${heading} » ${field.label}`] ?? plan.answers?.[field.label];
  const { type, name } = definition;
  if (planned === undefined) {
    if (!definition.required) return;
    if (!plan.overwrite && field.answered) return;
  }
  const text = typeof planned === 'string' ? planned : undefined;
  switch (type) {
    case 'RADIO':
    case 'CHECKBOX':
      await chooseOptions(
        page,
        field.id,
        planned === undefined ? null : typeof planned === 'string' ? [planned] : planned,
      );
      return;
    case 'DATEPICKER':
      await fillDate(page, field.id, text ?? defaultDate(name), definition.properties.precision === 'month');
      return;
    case 'SELECT': {
      const select = page.locator(`#${field.id}`);
      await expect(select).not.toHaveAttribute('aria-busy', 'true');
      const values = await select
        .locator('option')
        .evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''),
        );
      await select.selectOption(
        text ?? values.find((value) => value === 'TX' || value === 'GT') ?? values[0]!,
      );
      return;
    }
    case 'PHONE':
      await page.locator(`#${field.id}`).fill(text ?? '512 555 0100');
      return;
    case 'EMAIL':
      await page.locator(`#${field.id}`).fill(text ?? 'applicant@example.org');
      return;
    case 'NUMBER':
      await page.locator(`#${field.id}`).fill(text ?? '1');
      return;
    default:
      await page.locator(`#${field.id}`).fill(text ?? defaultText(definition));
  }
}

const form = (page: Page) => page.getByTestId('questionnaire');

/** Whether to go through the loop once more: on its last page, fewer times than planned. */
function loopToAdd(caption: string | null, plan: AnswerPlan): boolean {
  if (caption === null) return false;
  const wanted = Object.entries(plan.loops ?? {}).find(([loop]) => caption.includes(loop))?.[1] ?? 1;
  const number = Number(/(\d+)\D+\d+\s*$/.exec(caption)?.[1] ?? 1);
  return number < wanted;
}

/** Moves on from the page shown and waits for the next one (or the end), failing on a blocked answer. */
async function moveOn(page: Page, before: string) {
  await page.getByTestId('questionnaire-next').click();
  await page.waitForFunction(
    (entry) =>
      document.querySelector('[data-testid="questionnaire-errors"]') !== null ||
      document.querySelector<HTMLElement>('[data-testid="questionnaire"]')?.dataset.entry !== entry,
    before,
    { timeout: 15_000 },
  );
  // A name with accents is refused by USCIS forms; the page offers the plain spelling, which is taken.
  const fix = form(page).getByTestId('uscis-fix-use');
  if ((await fix.count()) > 0) {
    for (let fixes = 0; fixes < 10 && (await fix.count()) > 0; fixes++) await fix.first().click();
    return moveOn(page, before);
  }
  if ((await page.getByTestId('questionnaire-errors').count()) > 0) {
    const errors = await form(page).locator('[id$="-error"]').allTextContents();
    throw new Error(`the page "${before}" was not accepted: ${errors.join(' | ')}`);
  }
}

/**
 * Answers the questionnaire shown from its current page to its end (the end dialog), which it leaves
 * open. Returns the headings of the pages answered, in order.
 */
export async function answerToTheEnd(page: Page, plan: AnswerPlan = {}): Promise<string[]> {
  const headings: string[] = [];
  await expect(form(page)).toBeVisible({ timeout: 15_000 });
  for (let pages = 0; ; pages++) {
    expect(pages, 'the questionnaire reaches its end').toBeLessThan(150);
    const { entry, heading, ended, fields, addable } = await shown(page);
    if (ended) return headings;
    headings.push(heading);
    for (const field of fields) await answerField(page, field, heading, plan);
    if (loopToAdd(addable, plan)) {
      await page.getByTestId('loop-add').click();
      await expect(form(page)).not.toHaveAttribute('data-entry', entry);
      continue;
    }
    await moveOn(page, entry);
  }
}

/**
 * From the legal sections screen: opens each section not yet complete, answers it to its end and
 * goes back to the sections through the end dialog, until every section is done.
 */
export async function answerLegalQuestionnaire(
  page: Page,
  locale: Locale,
  plan: AnswerPlan = {},
): Promise<void> {
  const { sections } = await getJson<{ sections: Array<{ key: string }> }>(
    page,
    `/deliverable/formSection?lang=${locale}`,
  );
  for (const { key } of sections) {
    const tile = page.getByTestId(`section-${key}`);
    await expect(tile).toBeVisible();
    if ((await tile.getAttribute('data-state')) === 'completed') continue;
    await tile.click();
    await answerToTheEnd(page, plan);
    await page.getByTestId('end-continue').click();
    await expect(page).toHaveURL(/\/legal-sections$/);
  }
}
