import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';

/**
 * The sample questionnaire (content/questionnaires/sample.yaml) on the development-only
 * design-system page, `?questionnaire=sample`, which opens its own temporary session.
 */

interface Texts {
  prefix: string;
  next: string;
  continue: string;
  back: string;
  month: string;
  day: string;
  year: string;
  number: string;
  country: string;
  saved: string;
  offline: string;
  heading: Record<string, string>;
  field: Record<string, string>;
  option: Record<string, string>;
}

const EN: Texts = {
  prefix: '',
  next: 'Next',
  continue: 'Continue',
  back: 'Back',
  month: 'Month',
  day: 'Day',
  year: 'Year',
  number: 'Number',
  country: 'Mexico',
  saved: 'Saved',
  offline: 'Offline — your answers are kept on this device',
  heading: {
    welcome: "Let's start with some basic information about you.",
    name: 'What is your full name?',
    dob: 'What is your date of birth?',
    country: 'In which country were you born?',
    aNumber: 'Alien Registration Number (A-Number), if you have one',
    years: 'How many years have you lived in the United States?',
    languages: 'Which languages do you speak?',
    preferred: 'In which language do you prefer to receive information?',
    children: 'Do you have children?',
    childName: "Child's full name",
    childDob: "Child's date of birth",
    contact: 'Last step. How can we contact you?',
    email: 'Email address',
    phone: 'Mobile phone number',
    notes: 'Is there anything else you want us to know? (optional)',
    end: 'You answered all the questions',
  },
  field: { given: 'Given name (first name)', family: 'Family name (last name)' },
  option: {
    spanish: 'Spanish',
    yes: 'Yes',
    no: 'No',
    other: 'Other (please write it):',
    otherText: 'Write your answer',
  },
};

const ES: Texts = {
  prefix: '/es',
  next: 'Siguiente',
  continue: 'Continuar',
  back: 'Atrás',
  month: 'Mes',
  day: 'Día',
  year: 'Año',
  number: 'Número',
  country: 'México',
  saved: 'Guardado',
  offline: 'Sin conexión: sus respuestas se conservan en este dispositivo',
  heading: {
    welcome: 'Empecemos con algunos datos básicos sobre usted.',
    name: '¿Cuál es su nombre completo?',
    dob: '¿Cuál es su fecha de nacimiento?',
    country: '¿En qué país nació?',
    aNumber: 'Número de registro de extranjero (A-Number), si tiene uno',
    years: '¿Cuántos años ha vivido en los Estados Unidos?',
    languages: '¿Qué idiomas habla?',
    preferred: '¿En qué idioma prefiere recibir información?',
    children: '¿Tiene hijos o hijas?',
    childName: 'Nombre completo de su hijo o hija',
    childDob: 'Fecha de nacimiento de su hijo o hija',
    contact: 'Último paso. ¿Cómo podemos comunicarnos con usted?',
    email: 'Correo electrónico',
    phone: 'Número de teléfono celular',
    notes: '¿Hay algo más que quiera contarnos? (opcional)',
    end: 'Respondió todas las preguntas',
  },
  field: { given: 'Nombre', family: 'Apellido o apellidos' },
  option: {
    spanish: 'Español',
    yes: 'Sí',
    no: 'No',
    other: 'Otro (escríbalo):',
    otherText: 'Escriba su respuesta',
  },
};

async function expectNoSeriousViolation(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function next(page: Page, texts: Texts, expected: string) {
  await page.getByTestId('questionnaire-next').click();
  await expect(heading(page, expected)).toBeVisible();
  await expect(heading(page, expected)).toBeFocused();
}

async function fillDate(page: Page, texts: Texts, month: string, day: string, year: string) {
  await page.getByLabel(texts.month, { exact: true }).selectOption(month);
  await page.getByLabel(texts.day, { exact: true }).fill(day);
  await page.getByLabel(texts.year, { exact: true }).fill(year);
}

/** The caller's stored answers of the sample, by content name (`child_name_2` in iteration 2). */
async function storedAnswers(page: Page): Promise<Record<string, string>> {
  const [config] = (await (
    await page.request.get('/api/config/active?questionnaire=sample')
  ).json()) as Array<{
    config_id: number;
    question_section_id: number;
  }>;
  const query = `config_id=${config!.config_id}&question_section_id=${config!.question_section_id}`;
  const variables = (await (
    await page.request.get(
      `/api/param-question-var/variables?qs=${config!.question_section_id}&cf=${config!.config_id}`,
    )
  ).json()) as Array<{ name: string; question_id: number }>;
  const names = new Map(variables.map((variable) => [variable.question_id, variable.name]));
  // Options are named by their question and their place among its options: `languages.2`.
  const flow = (await (await page.request.get(`/api/param-question-flow?${query}`)).json()) as {
    questions: Array<{ question_id: number; type: string; parent_id: number | null; order: number }>;
  };
  const options = flow.questions.filter((question) => question.type === 'OPTION');
  for (const option of options) {
    const siblings = options
      .filter((sibling) => sibling.parent_id === option.parent_id)
      .sort((a, b) => a.order - b.order);
    const parent = names.get(option.parent_id ?? -1);
    if (parent) names.set(option.question_id, `${parent}.${siblings.indexOf(option) + 1}`);
  }
  const response = await page.request.get(`/api/param-question-response/responseCaseTemp?${query}`);
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as Array<{ question_id: number; loop_id: number; response: string }>;
  return Object.fromEntries(
    rows.map((row) => {
      const name = names.get(row.question_id) ?? String(row.question_id);
      return [row.loop_id > 1 ? `${name}_${row.loop_id}` : name, row.response];
    }),
  );
}

async function startSample(page: Page, texts: Texts) {
  await page.goto(`${texts.prefix}/design-system?questionnaire=sample`);
  await expect(heading(page, texts.heading.welcome!)).toBeVisible();
  await next(page, texts, texts.heading.name!);
  await page.getByLabel(texts.field.given!, { exact: true }).fill('Maria');
  await page.getByLabel(texts.field.family!, { exact: true }).fill('Lopez');
  await next(page, texts, texts.heading.dob!);
  await fillDate(page, texts, '3', '15', '1990');
  await next(page, texts, texts.heading.country!);
  await page.getByLabel(texts.heading.country!, { exact: true }).selectOption({ label: texts.country });
  await next(page, texts, texts.heading.aNumber!);
  await next(page, texts, texts.heading.years!);
}

test.describe('sample questionnaire', () => {
  test.skip(
    ({ isMobile }) => !isMobile,
    'journeys run at phone size, where most applicants are; the accessibility walk covers desktop',
  );
  test('walks every question in English, goes back, changes a branch and deletes its tail', async ({
    page,
    consoleErrors,
  }) => {
    const texts = EN;
    await startSample(page, texts);

    // A blocked Next focuses the invalid field and says why.
    await page.getByLabel(texts.heading.years!).fill('many');
    await page.getByTestId('questionnaire-next').click();
    await expect(page.getByLabel(texts.heading.years!)).toBeFocused();
    await expect(page.getByText('Invalid format')).toBeVisible();
    await expectNoSeriousViolation(page);
    await page.getByLabel(texts.heading.years!).fill('4');
    await next(page, texts, texts.heading.languages!);
    await page.getByLabel(texts.option.spanish!, { exact: true }).check();
    await next(page, texts, texts.heading.preferred!);
    await page.getByLabel(texts.option.other!, { exact: true }).check();
    await page.getByTestId('questionnaire-next').click();
    await expect(page.getByLabel(texts.option.otherText!)).toBeFocused();
    await expectNoSeriousViolation(page);
    await page.getByLabel(texts.option.otherText!).fill('Quechua');
    await next(page, texts, texts.heading.children!);
    await page.getByLabel(texts.option.yes!, { exact: true }).check();
    await next(page, texts, texts.heading.childName!);
    await page.getByLabel(texts.heading.childName!).fill('Luis Lopez');
    await next(page, texts, texts.heading.childDob!);
    await fillDate(page, texts, '6', '1', '2015');
    await page.getByTestId('loop-add').click();
    await expect(page.getByTestId('loop-caption')).toHaveText('Your children: 2 of 2');
    await page.getByLabel(texts.heading.childName!).fill('Eva Lopez');
    await next(page, texts, texts.heading.childDob!);
    await fillDate(page, texts, '9', '20', '2018');
    await next(page, texts, texts.heading.contact!);
    await expect(page.getByTestId('save-status')).toHaveText(texts.saved);
    const withChildren = await storedAnswers(page);
    expect(withChildren).toMatchObject({
      child_name: 'Luis Lopez',
      child_name_2: 'Eva Lopez',
      'has_children.1': 'true',
    });

    // Back to the branch question, and the other branch: the children's answers go.
    for (const previous of [
      texts.heading.childDob!,
      texts.heading.childName!,
      texts.heading.childDob!,
      texts.heading.childName!,
    ]) {
      await page.getByTestId('questionnaire-back').click();
      await expect(heading(page, previous)).toBeVisible();
    }
    await page.getByTestId('questionnaire-back').click();
    await expect(heading(page, texts.heading.children!)).toBeFocused();
    await page.getByLabel(texts.option.no!, { exact: true }).check();
    await next(page, texts, texts.heading.contact!);
    await expect(page.getByTestId('save-status')).toHaveText(texts.saved);
    const afterChange = await storedAnswers(page);
    expect(Object.keys(afterChange).filter((name) => name.startsWith('child_'))).toEqual([]);
    expect(afterChange).toMatchObject({ 'has_children.2': 'true' });
    expect(afterChange['has_children.1']).toBeUndefined();
    expect(afterChange).toMatchObject({ given_name: 'Maria', 'preferred_language.3': 'Quechua' });

    await next(page, texts, texts.heading.email!);
    await page.getByLabel(texts.heading.email!).fill('maria@example.com');
    await next(page, texts, texts.heading.phone!);
    await page.getByLabel(texts.number, { exact: true }).fill('305 555 0100');
    await next(page, texts, texts.heading.notes!);
    await page.getByTestId('questionnaire-next').click();
    await expect(page.getByTestId('end-modal')).toBeVisible();
    await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('save-status')).toHaveText(texts.saved);
    expect(await storedAnswers(page)).toMatchObject({ email: 'maria@example.com', phone: '+1 305 555 0100' });

    // Editing after the end restarts from the first page with the answers kept.
    await page.getByTestId('end-review').click();
    await expect(heading(page, texts.heading.welcome!)).toBeVisible();
    await next(page, texts, texts.heading.name!);
    await expect(page.getByLabel(texts.field.given!, { exact: true })).toHaveValue('Maria');
    expect(consoleErrors).toEqual([]);
  });

  test('walks in Spanish and keeps answers given offline until the connection returns', async ({
    page,
    context,
  }) => {
    const texts = ES;
    await startSample(page, texts);
    await expect(page.getByTestId('save-status')).toHaveText(texts.saved);

    await context.setOffline(true);
    await page.getByLabel(texts.heading.years!).fill('7');
    await next(page, texts, texts.heading.languages!);
    await page.getByLabel(texts.option.spanish!, { exact: true }).check();
    await next(page, texts, texts.heading.preferred!);
    await page.getByLabel(texts.option.spanish!, { exact: true }).check();
    await next(page, texts, texts.heading.children!);
    await expect(page.getByTestId('save-status')).toHaveText(texts.offline);

    await context.setOffline(false);
    await expect(page.getByTestId('save-status')).toHaveText(texts.saved);
    expect(await storedAnswers(page)).toMatchObject({
      given_name: 'Maria',
      years_in_us: '7',
      'languages.2': 'true',
      'preferred_language.2': 'true',
    });

    await page.getByLabel(texts.option.no!, { exact: true }).check();
    await next(page, texts, texts.heading.contact!);
    await next(page, texts, texts.heading.email!);
    await page.getByLabel(texts.heading.email!).fill('maria@example.com');
    await next(page, texts, texts.heading.phone!);
    await page.getByLabel(texts.number, { exact: true }).fill('305 555 0100');
    await next(page, texts, texts.heading.notes!);
    await page.getByTestId('questionnaire-next').click();
    await expect(page.getByTestId('end-modal')).toBeVisible();
    await expect(page.getByTestId('end-modal')).toContainText(texts.heading.end!);
  });
});
