import { expect, type Page } from './test';

/** What a visitor answers, by question name: option names, a text, or a date (YYYY-MM-DD). */
export type Script = Record<string, readonly string[] | string>;

/** The screening answers that let every case type through. */
export const SCREENED: Script = {
  in_removal_proceedings: ['no'],
  prior_removal_order: ['no'],
  arrests: ['no'],
  prior_filing: ['no'],
};

/** A day `months` months before today, as YYYY-MM-DD, so date rules keep holding as time passes. */
export function monthsAgo(months: number): string {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
}

/** A visitor who fears persecution for their religion and arrived six months ago: eligible for asylum. */
export const ASYLUM_SEEKER: Script = {
  ...SCREENED,
  fear_situation: ['yes'],
  asylum_in_us: ['yes'],
  asylum_harm: ['past_harm', 'fear_future'],
  asylum_grounds: ['religion'],
  last_arrival_date: monthsAgo(6),
  asylum_harmed_others: ['no'],
  asylum_armed_groups: ['no'],
  asylum_other_country_status: ['no'],
  asylum_border_entry: ['no'],
  harm_situation: ['no'],
};

export interface EligibilityConfig {
  configId: number;
  sectionId: number;
  /** Question names by id, as the server names them (options are `question.option`). */
  byId: Map<number, string>;
  idOf: (name: string) => number;
}

/** The active eligibility configuration and its question names, read from the public API. */
export async function eligibilityConfig(page: Page): Promise<EligibilityConfig> {
  const [config] = (await (
    await page.request.get('/api/config/active?questionnaire=eligibility')
  ).json()) as Array<{ config_id: number; question_section_id: number }>;
  const variables = (await (
    await page.request.get(
      `/api/param-question-var/variables?qs=${config!.question_section_id}&cf=${config!.config_id}`,
    )
  ).json()) as Array<{ name: string; question_id: number }>;
  const byName = new Map(variables.map((variable) => [variable.name, variable.question_id]));
  return {
    configId: config!.config_id,
    sectionId: config!.question_section_id,
    byId: new Map(variables.map((variable) => [variable.question_id, variable.name])),
    idOf: (name) => {
      const id = byName.get(name);
      if (id === undefined) throw new Error(`no question ${name}`);
      return id;
    },
  };
}

/** Answers the question on screen from the script; false when the questionnaire has ended. */
async function answerCurrent(page: Page, script: Script, config: EligibilityConfig): Promise<boolean> {
  const form = page.getByTestId('questionnaire');
  const entry = (await form.getAttribute('data-entry')) ?? '';
  const type = await form.getAttribute('data-question-type');
  if (type === 'END') return false;
  const questionId = Number(/^\d+/.exec(entry)?.[0]);
  const name = config.byId.get(questionId) ?? '';
  if (type === 'LABEL') return true;
  const planned = script[name];
  if (planned === undefined) throw new Error(`unexpected question ${name}`);
  if (Array.isArray(planned)) {
    for (const option of planned)
      await page.locator(`input[value="${config.idOf(`${name}.${option}`)}"]`).check();
  } else if (typeof planned === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(planned)) {
    const [year, month, day] = planned.split('-');
    const id = `q-${questionId}-1`;
    await page.locator(`#${id}`).selectOption(String(Number(month)));
    await page.locator(`#${id}-day`).fill(String(Number(day)));
    await page.locator(`#${id}-year`).fill(year!);
  } else {
    await page.locator(`#q-${questionId}-1`).fill(planned as string);
  }
  return true;
}

/**
 * Answers the questionnaire from the script. Without `until` it goes to the end and continues;
 * with it, it stops once the question named `until` is on screen (unanswered).
 */
export async function answerQuestionnaire(page: Page, script: Script, until?: string) {
  const form = page.getByTestId('questionnaire');
  await expect(form).toHaveAttribute('data-question-type', /.+/);
  const config = await eligibilityConfig(page);
  let previous = '';
  for (let steps = 0; steps < 80; steps += 1) {
    await expect(form).not.toHaveAttribute('data-entry', previous);
    const entry = (await form.getAttribute('data-entry')) ?? '';
    if (until !== undefined && config.byId.get(Number(/^\d+/.exec(entry)?.[0])) === until) return;
    if (!(await answerCurrent(page, script, config))) {
      await page.getByTestId('end-continue').click();
      return;
    }
    previous = entry;
    await page.getByTestId('questionnaire-next').click();
  }
  throw new Error('the questionnaire did not end');
}

/** From the home page's Start to the first question, in the language of `prefix` ('' or '/es'). */
export async function startFromHome(page: Page, prefix: string) {
  await page.goto(`${prefix}/`);
  await page.getByTestId('home-start').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/pre-questionnaire$`));
  await page.getByTestId('start-questionnaire').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/questionnaire$`));
}

/** The screening answers of someone harmed by a person close to them, who may not be written to at home. */
export const HARMED: Script = {
  ...SCREENED,
  fear_situation: ['no'],
  harm_situation: ['yes'],
  safe_to_text: ['no'],
  safe_to_email: ['not_sure'],
  safe_to_mail: ['no'],
};

/** A spouse abused by a U.S.-citizen husband she divorced a year ago: eligible for VAWA. */
export const VAWA_SPOUSE: Script = {
  ...HARMED,
  spouse_situation: ['yes'],
  vawasp_abuser_status: ['us_citizen'],
  vawasp_abuser_lost_status: ['no'],
  vawasp_still_married: ['no'],
  vawasp_divorced: ['yes'],
  vawasp_divorce_date: monthsAgo(12),
  vawasp_divorce_abuse_link: ['yes'],
  vawasp_remarried: ['no'],
  vawasp_good_faith: ['yes'],
  vawasp_lived_together: ['yes'],
  vawasp_abuse: ['yes'],
  vawasp_abuse_in_us: ['yes'],
  vawasp_conditional_residence: ['no'],
  vawasp_moral_character: ['no'],
  parent_situation: ['no'],
  trafficking_situation: ['no'],
};

/** A stepchild of 18 to 20 abused by a U.S.-citizen stepparent: eligible for VAWA as a child. */
export const VAWA_CHILD: Script = {
  ...HARMED,
  spouse_situation: ['no'],
  parent_situation: ['yes'],
  vawach_parent_status: ['us_citizen'],
  vawach_relationship: ['step'],
  vawach_step_before_18: ['yes'],
  vawach_age: ['age_18_to_20'],
  vawach_married: ['no'],
  vawach_lived_together: ['yes'],
  vawach_abuse: ['yes'],
  vawach_moral_character: ['no'],
  trafficking_situation: ['no'],
};

/** A survivor of labor trafficking in the U.S., excused from reporting by trauma: eligible for a T visa. */
export const T_VISA: Script = {
  ...HARMED,
  spouse_situation: ['no'],
  parent_situation: ['no'],
  trafficking_situation: ['yes'],
  tvisa_recruited: ['yes'],
  tvisa_means: ['fraud', 'debt'],
  tvisa_in_us: ['yes'],
  tvisa_left_us: ['no'],
  tvisa_presence: ['yes'],
  tvisa_under_18: ['no'],
  tvisa_reported: ['no'],
  tvisa_trauma: ['yes'],
  tvisa_hardship: ['retaliation', 'care'],
  tvisa_helped_traffickers: ['no'],
  tvisa_admissibility: ['no'],
};
