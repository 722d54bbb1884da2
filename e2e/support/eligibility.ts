import { expect, type Page } from './test';

/** What a visitor answers, by question name: option names, a text, or a date (YYYY-MM-DD). */
export type Script = Record<string, readonly string[] | string>;

/** The screening answers that let every case type through. */
export const SCREENED: Script = {
  in_us_now: ['yes'],
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
  fear_situation: ['past_harm', 'fear_future'],
  asylum_grounds: ['religion'],
  last_arrival_date: monthsAgo(6),
  asylum_harmed_others: ['no'],
  asylum_armed_groups: ['no'],
  asylum_other_country_status: ['no'],
  asylum_border_entry: ['no'],
  harm_situation: ['none'],
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
  if ((await form.count()) === 0) return false;
  // The last answer can take the visitor to the outcome between two reads: then nothing is left to answer.
  const read = (name: string) => form.getAttribute(name, { timeout: 5_000 }).catch(() => null);
  const entry = (await read('data-entry')) ?? '';
  const type = await read('data-question-type');
  if (type === null && OUTCOME_PAGE.test(new URL(page.url()).pathname)) return false;
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

/** The outcome pages the screener leads to once its last answer is given. */
export const OUTCOME_PAGE = /\/(great-news|no-eligibility-submit)$/;

/**
 * Answers the questionnaire from the script. Without `until` it goes to the end, where the outcome
 * follows by itself; with it, it stops once the question named `until` is on screen (unanswered).
 */
export async function answerQuestionnaire(
  page: Page,
  script: Script,
  until?: string,
): Promise<{ pages: { name: string; progress: number }[] }> {
  const form = page.getByTestId('questionnaire');
  await expect(form).toHaveAttribute('data-question-type', /.+/);
  const config = await eligibilityConfig(page);
  const pages: { name: string; progress: number }[] = [];
  let previous = '';
  for (let steps = 0; steps < 80; steps += 1) {
    // The next page, or the outcome once the last answer ended the questions (the end itself is
    // only a moment on the way to it).
    let entry = '';
    await expect(async () => {
      if (OUTCOME_PAGE.test(new URL(page.url()).pathname)) return;
      expect(await form.getAttribute('data-question-type', { timeout: 1_000 })).not.toBe('END');
      entry = (await form.getAttribute('data-entry', { timeout: 1_000 })) ?? '';
      expect(entry).not.toBe(previous);
    }).toPass({ timeout: 30_000 });
    if (OUTCOME_PAGE.test(new URL(page.url()).pathname)) return { pages };
    const name = config.byId.get(Number(/^\d+/.exec(entry)?.[0])) ?? '';
    if (until !== undefined && name === until) return { pages };
    const valueNow = await page
      .getByRole('progressbar')
      .first()
      .getAttribute('aria-valuenow', { timeout: 5_000 })
      .catch(() => null);
    if (valueNow === null && OUTCOME_PAGE.test(new URL(page.url()).pathname)) return { pages };
    const progress = Number(valueNow);
    if (!(await answerCurrent(page, script, config))) {
      if (OUTCOME_PAGE.test(new URL(page.url()).pathname)) return { pages };
      throw new Error('the questionnaire ended unseen');
    }
    pages.push({ name, progress });
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
  // The tap waits for the app to start on this prerendered page, which takes a while on a busy phone.
  await expect(page).toHaveURL(new RegExp(`${prefix}/questionnaire$`), { timeout: 20_000 });
}

/**
 * The screening answers of someone harmed by a person close to them (in the situations given), who
 * may not be written to at home.
 */
export const harmed = (...situations: string[]): Script => ({
  ...SCREENED,
  fear_situation: ['none'],
  harm_situation: situations,
  safe_to_text: ['no'],
  safe_to_email: ['not_sure'],
  safe_to_mail: ['no'],
});

/** A spouse abused by a U.S.-citizen husband she divorced a year ago: eligible for VAWA. */
export const VAWA_SPOUSE: Script = {
  ...harmed('spouse'),
  vawasp_abuser_status: ['us_citizen'],
  vawasp_abuser_lost_status: ['no'],
  vawasp_still_married: ['no'],
  vawasp_divorced: ['yes'],
  vawasp_divorce_date: monthsAgo(12),
  vawasp_divorce_abuse_link: ['yes'],
  vawasp_remarried: ['no'],
  vawasp_good_faith: ['yes'],
  vawasp_lived_together: ['yes'],
  vawasp_abuse_in_us: ['yes'],
  vawasp_conditional_residence: ['no'],
  vawasp_moral_character: ['no'],
};

/** A stepchild of 18 to 20 abused by a U.S.-citizen stepparent: eligible for VAWA as a child. */
export const VAWA_CHILD: Script = {
  ...harmed('parent'),
  vawach_age: ['age_18_to_20'],
  vawach_married: ['no'],
  vawach_parent_status: ['us_citizen'],
  vawach_relationship: ['step'],
  vawach_step_before_18: ['yes'],
  vawach_lived_together: ['yes'],
  vawach_moral_character: ['no'],
};

/** A survivor of labor trafficking in the U.S., excused from reporting by trauma: eligible for a T visa. */
export const T_VISA: Script = {
  ...harmed('trafficking'),
  tvisa_recruited: ['yes'],
  tvisa_means: ['fraud', 'debt'],
  tvisa_left_us: ['no'],
  tvisa_presence: ['yes'],
  tvisa_under_18: ['no'],
  tvisa_reported: ['no'],
  tvisa_trauma: ['yes'],
  tvisa_hardship: ['retaliation', 'care'],
  tvisa_helped_traffickers: ['no'],
  tvisa_admissibility: ['no'],
};

/** A visitor of the screener: what they answer and where the answers lead. */
export interface Visitor {
  readonly script: Script;
  /** The case types found, or the reason the not-a-fit page names (a key of the outcome reasons). */
  readonly outcome: { eligible: readonly string[] } | { reason: string };
}

/** The seventeen kinds of visitors: each case type, each reason to refer or to stop. */
export const VISITORS: Record<string, Visitor> = {
  'an asylum seeker': { script: ASYLUM_SEEKER, outcome: { eligible: ['asylum'] } },
  'an abused spouse': { script: VAWA_SPOUSE, outcome: { eligible: ['vawasp'] } },
  'an abused stepchild': { script: VAWA_CHILD, outcome: { eligible: ['vawach'] } },
  'a trafficking survivor': { script: T_VISA, outcome: { eligible: ['tvisa'] } },
  'a person living abroad': { script: { in_us_now: ['no'] }, outcome: { reason: 'not-in-us' } },
  'a person in immigration court': {
    script: { in_us_now: ['yes'], in_removal_proceedings: ['yes'] },
    outcome: { reason: 'in-removal-proceedings' },
  },
  'a person ordered to leave before': {
    script: { in_us_now: ['yes'], in_removal_proceedings: ['no'], prior_removal_order: ['not_sure'] },
    outcome: { reason: 'prior-removal-order' },
  },
  'a person arrested for a crime': {
    script: { ...SCREENED, arrests: ['yes'], arrest_reason: ['crime'] },
    outcome: { reason: 'criminal-history' },
  },
  'a journalist arrested for reporting': {
    script: { ...SCREENED, arrests: ['yes'], arrest_reason: ['persecution'] },
    outcome: { reason: 'arrest-as-persecution' },
  },
  'a person who applied for asylum before': {
    script: { ...ASYLUM_SEEKER, prior_filing: ['yes'], prior_filing_kinds: ['asylum'] },
    outcome: { reason: 'prior-filing' },
  },
  'an asylum seeker three years late': {
    script: {
      ...SCREENED,
      fear_situation: ['past_harm'],
      asylum_grounds: ['political_opinion'],
      last_arrival_date: monthsAgo(36),
      asylum_exception: ['no'],
      harm_situation: ['none'],
    },
    outcome: { reason: 'asylum-deadline-passed-no-exception' },
  },
  'a person afraid of a personal enemy': {
    script: {
      ...SCREENED,
      fear_situation: ['fear_future'],
      asylum_grounds: ['other_reason'],
      harm_situation: ['none'],
    },
    outcome: { reason: 'asylum-no-protected-ground' },
  },
  'a spouse abused by a husband without status': {
    script: { ...harmed('spouse'), vawasp_abuser_status: ['neither'] },
    outcome: { reason: 'vawa-abuser-not-citizen-or-resident' },
  },
  'a spouse divorced three years ago': {
    script: {
      ...harmed('spouse'),
      vawasp_abuser_status: ['permanent_resident'],
      vawasp_abuser_lost_status: ['no'],
      vawasp_still_married: ['no'],
      vawasp_divorced: ['yes'],
      vawasp_divorce_date: monthsAgo(36),
    },
    outcome: { reason: 'vawasp-marriage-ended-over-two-years' },
  },
  'a child of 25 or older': {
    script: { ...harmed('parent'), vawach_age: ['age_25_or_older'] },
    outcome: { reason: 'vawach-too-old' },
  },
  'a trafficking survivor who never reported it': {
    script: {
      ...harmed('trafficking'),
      tvisa_recruited: ['yes'],
      tvisa_means: ['threats'],
      tvisa_left_us: ['no'],
      tvisa_presence: ['yes'],
      tvisa_under_18: ['no'],
      tvisa_reported: ['no'],
      tvisa_trauma: ['no'],
    },
    outcome: { reason: 'tvisa-not-reported' },
  },
  'a person none of the cases fits': {
    script: { ...SCREENED, fear_situation: ['none'], harm_situation: ['none'] },
    outcome: { reason: 'no-qualifying-situation' },
  },
};
