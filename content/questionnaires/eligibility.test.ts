import { join } from 'node:path';
import type { EngineState, Flow, Question } from '@camino/questionnaire';
import {
  answerQuestion,
  buildFlow,
  completion,
  createState,
  currentEntry,
  isComplete,
  nextQuestion,
  prepareValidationScript,
} from '@camino/questionnaire';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedQuestionnaire } from '../tools/load-questionnaire';
import { loadQuestionnaire } from '../tools/load-questionnaire';

let eligibility: LoadedQuestionnaire;
let flow: Flow;

beforeAll(async () => {
  eligibility = await loadQuestionnaire(join(import.meta.dirname, 'eligibility.yaml'));
  flow = buildFlow(eligibility.questions, eligibility.edges, eligibility.labels);
});

/** What a visitor answers, by question name: option ids, a text, or a template's fields. */
type Script = Record<string, string | readonly string[] | Record<string, string>>;

const idOf = (name: string): number => {
  const id = eligibility.ids.get(name);
  if (id === undefined) throw new Error(`no question ${name}`);
  return id;
};
const nameOf = (state: EngineState): string => eligibility.names.get(currentEntry(state)!.questionId)!;

// Stands in for the server's sandbox: content scripts are trusted, and the test needs them synchronous.
function validationPasses(question: Question, _loopId: number, state: EngineState): boolean {
  const answer = (questionId: number): string => state.answers[String(questionId)]?.response ?? '';
  return Boolean(new Function('answer', prepareValidationScript(question.code ?? ''))(answer));
}

function answer(state: EngineState, name: string, value: string | readonly string[]): EngineState {
  const result = answerQuestion(
    flow,
    state,
    {
      questionId: idOf(name),
      value:
        typeof value === 'string' ? value : value.map((option) => ({ optionId: idOf(`${name}.${option}`) })),
    },
    { validationPasses },
  );
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.errors)}`);
  return result.state;
}

/** Walks START to END answering from the script; fails on any page the script does not expect. */
function pagesShown(script: Script): string[] {
  return walk(script)
    .filter(({ name }) => name !== 'END')
    .map(({ name }) => name);
}

/** The progress shown on each page of the walk, then at its end. */
function progressShown(script: Script): number[] {
  return walk(script).map(({ percent }) => percent);
}

function walk(script: Script): { name: string; percent: number }[] {
  const shown: { name: string; percent: number }[] = [];
  let state = createState(flow);
  for (let steps = 0; steps < 200; steps += 1) {
    const entry = currentEntry(state);
    const question = entry && flow.questions.get(entry.questionId);
    if (question?.type === 'END') {
      expect(isComplete(flow, state)).toBe(true);
      return [...shown, { name: 'END', percent: completion(flow, state) }];
    }
    if (question !== undefined && question.type !== 'START') {
      const name = eligibility.names.get(question.question_id)!;
      shown.push({ name, percent: completion(flow, state) });
      const planned = script[name];
      if (question.type !== 'LABEL' && planned === undefined) throw new Error(`unexpected question ${name}`);
      if (question.type === 'TEMPLATE')
        for (const [field, value] of Object.entries(planned as Record<string, string>))
          state = answer(state, field, value);
      else if (planned !== undefined) state = answer(state, name, planned as string | readonly string[]);
    }
    const moved = nextQuestion(flow, state, { validationPasses });
    if (moved.status !== 'moved') throw new Error(`blocked: ${JSON.stringify(moved.errors)}`);
    state = moved.state;
  }
  throw new Error('the walk did not reach END');
}

const SCREENED: Script = {
  in_us_now: ['yes'],
  in_removal_proceedings: ['no'],
  prior_removal_order: ['no'],
  arrests: ['no'],
  prior_filing: ['no'],
};
const SAFETY = ['safety_intro', 'safe_to_text', 'safe_to_email', 'safe_to_mail'];
const HARMED = (...situations: string[]): Script => ({
  ...SCREENED,
  fear_situation: ['none'],
  harm_situation: situations,
  safe_to_text: ['no'],
  safe_to_email: ['not_sure'],
  safe_to_mail: ['no'],
});
/** A day `years` years before today, so the date rules keep holding as time passes. */
const yearsAgo = (years: number): string => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
};

/** The seventeen kinds of visitors: each case type, each reason to refer or stop. */
const VISITORS: Record<string, Script> = {
  'asylum, eligible': {
    ...SCREENED,
    fear_situation: ['past_harm', 'fear_future'],
    asylum_grounds: ['religion'],
    last_arrival_date: yearsAgo(0.5),
    asylum_harmed_others: ['no'],
    asylum_armed_groups: ['no'],
    asylum_other_country_status: ['no'],
    asylum_border_entry: ['no'],
    harm_situation: ['none'],
  },
  'VAWA spouse, eligible': {
    ...HARMED('spouse'),
    vawasp_abuser_status: ['us_citizen'],
    vawasp_abuser_lost_status: ['no'],
    vawasp_still_married: ['no'],
    vawasp_divorced: ['yes'],
    vawasp_divorce_date: yearsAgo(1),
    vawasp_divorce_abuse_link: ['yes'],
    vawasp_remarried: ['no'],
    vawasp_good_faith: ['yes'],
    vawasp_lived_together: ['yes'],
    vawasp_abuse_in_us: ['yes'],
    vawasp_conditional_residence: ['no'],
    vawasp_moral_character: ['no'],
  },
  'VAWA child, eligible': {
    ...HARMED('parent'),
    vawach_age: ['age_18_to_20'],
    vawach_married: ['no'],
    vawach_parent_status: ['us_citizen'],
    vawach_relationship: ['step'],
    vawach_step_before_18: ['yes'],
    vawach_lived_together: ['yes'],
    vawach_moral_character: ['no'],
  },
  'T visa, eligible': {
    ...HARMED('trafficking'),
    tvisa_recruited: ['yes'],
    tvisa_means: ['debt', 'fraud'],
    tvisa_left_us: ['no'],
    tvisa_presence: ['yes'],
    tvisa_under_18: ['no'],
    tvisa_reported: ['no'],
    tvisa_trauma: ['yes'],
    tvisa_hardship: ['retaliation'],
    tvisa_helped_traffickers: ['no'],
    tvisa_admissibility: ['no'],
  },
  'living abroad': { in_us_now: ['no'] },
  'in immigration court': { in_us_now: ['yes'], in_removal_proceedings: ['yes'] },
  'ordered to leave before': {
    in_us_now: ['yes'],
    in_removal_proceedings: ['no'],
    prior_removal_order: ['not_sure'],
  },
  'arrested for a crime': { ...SCREENED, arrests: ['yes'], arrest_reason: ['crime'] },
  'arrested as persecution': { ...SCREENED, arrests: ['yes'], arrest_reason: ['persecution'] },
  'applied for asylum before': {
    ...SCREENED,
    prior_filing: ['yes'],
    prior_filing_kinds: ['asylum'],
    fear_situation: ['fear_future'],
    asylum_grounds: ['political_opinion'],
    last_arrival_date: yearsAgo(0.5),
    asylum_harmed_others: ['no'],
    asylum_armed_groups: ['no'],
    asylum_other_country_status: ['no'],
    asylum_border_entry: ['no'],
    harm_situation: ['none'],
  },
  'asylum one year late, no exception': {
    ...SCREENED,
    fear_situation: ['past_harm'],
    asylum_grounds: ['political_opinion'],
    last_arrival_date: yearsAgo(3),
    asylum_exception: ['no'],
    harm_situation: ['none'],
  },
  'asylum for a personal fight': {
    ...SCREENED,
    fear_situation: ['fear_future'],
    asylum_grounds: ['other_reason'],
    harm_situation: ['none'],
  },
  'VAWA spouse, abuser neither citizen nor resident': {
    ...HARMED('spouse'),
    vawasp_abuser_status: ['neither'],
  },
  'VAWA spouse, divorced three years ago': {
    ...HARMED('spouse'),
    vawasp_abuser_status: ['permanent_resident'],
    vawasp_abuser_lost_status: ['no'],
    vawasp_still_married: ['no'],
    vawasp_divorced: ['yes'],
    vawasp_divorce_date: yearsAgo(3),
  },
  'VAWA child, 25 or older': { ...HARMED('parent'), vawach_age: ['age_25_or_older'] },
  'T visa, never reported and no trauma': {
    ...HARMED('trafficking'),
    tvisa_recruited: ['yes'],
    tvisa_means: ['threats'],
    tvisa_left_us: ['no'],
    tvisa_presence: ['yes'],
    tvisa_under_18: ['no'],
    tvisa_reported: ['no'],
    tvisa_trauma: ['no'],
  },
  'nothing that Camino prepares': { ...SCREENED, fear_situation: ['none'], harm_situation: ['none'] },
};

describe('eligibility questionnaire', () => {
  it('asks first whether the visitor is in the United States, and stops there for someone abroad', () => {
    expect(pagesShown(VISITORS['living abroad']!)).toEqual(['in_us_now']);
    expect(pagesShown(VISITORS['in immigration court']!)[0]).toBe('in_us_now');
  });

  it('stops after the first screening answer that needs a lawyer', () => {
    expect(pagesShown(VISITORS['in immigration court']!)).toEqual(['in_us_now', 'in_removal_proceedings']);
  });

  it('asks who arrested a person and why, then stops: an arrest may have been the persecution itself', () => {
    expect(pagesShown(VISITORS['arrested as persecution']!)).toEqual([
      'in_us_now',
      'in_removal_proceedings',
      'prior_removal_order',
      'arrests',
      'arrest_reason',
    ]);
  });

  it('asks which earlier applications only after a yes', () => {
    const shown = pagesShown({
      ...SCREENED,
      prior_filing: ['yes'],
      prior_filing_kinds: ['asylum'],
      fear_situation: ['none'],
      harm_situation: ['none'],
    });
    expect(shown).toContain('prior_filing_kinds');
    expect(shown.at(-1)).toBe('harm_situation');
  });

  it('never asks an asylum seeker about safe contact, abuse or trafficking', () => {
    const shown = pagesShown(VISITORS['asylum, eligible']!);
    for (const name of [...SAFETY, 'asylum_exception', 'vawasp_abuser_status', 'tvisa_recruited'])
      expect(shown).not.toContain(name);
  });

  it('asks whether someone was hurt or threatened once, not again in the asylum questions', () => {
    const shown = pagesShown(VISITORS['asylum, eligible']!);
    expect(shown.slice(shown.indexOf('fear_situation'), shown.indexOf('fear_situation') + 2)).toEqual([
      'fear_situation',
      'asylum_grounds',
    ]);
  });

  it('asks a late asylum seeker about exceptions and when they happened', () => {
    const shown = pagesShown({
      ...SCREENED,
      fear_situation: ['past_harm'],
      asylum_grounds: ['social_group'],
      last_arrival_date: '2022-08-14',
      asylum_exception: ['yes'],
      asylum_exception_kinds: ['lawful_status'],
      asylum_exception_recent: ['yes'],
      asylum_harmed_others: ['no'],
      asylum_armed_groups: ['no'],
      asylum_other_country_status: ['no'],
      asylum_border_entry: ['no'],
      harm_situation: ['none'],
    });
    expect(shown).toEqual(
      expect.arrayContaining(['asylum_exception', 'asylum_exception_kinds', 'asylum_exception_recent']),
    );
  });

  it('asks survivors about safe contact before any detail of the abuse, and asks about the abuse once', () => {
    const shown = pagesShown(VISITORS['VAWA spouse, eligible']!);
    expect(shown.indexOf('safe_to_text')).toBeLessThan(shown.indexOf('vawasp_abuser_status'));
    expect(shown.indexOf('harm_situation')).toBeLessThan(shown.indexOf('safe_to_text'));
    expect(shown).toContain('safe_to_mail');
    for (const name of ['vawasp_divorced', 'vawasp_divorce_date', 'vawasp_remarried'])
      expect(shown).toContain(name);
    // The abuse was chosen at the one question about what happened: nothing after it asks again.
    const after = shown.slice(shown.indexOf('harm_situation') + 1);
    expect(after.filter((name) => /abuse$|situation$/.test(name))).toEqual([]);
  });

  it('asks about trafficking once, then only what the T visa needs to know', () => {
    const shown = pagesShown(VISITORS['T visa, eligible']!);
    const after = shown.slice(shown.indexOf('harm_situation') + 1);
    expect(after.filter((name) => /situation$/.test(name))).toEqual([]);
    expect(after).not.toContain('tvisa_in_us');
  });

  it('asks only whether mail is safe, never for an address: the address comes after the outcome', () => {
    const shown = pagesShown(VISITORS['VAWA spouse, abuser neither citizen nor resident']!);
    expect(shown.slice(shown.indexOf('safe_to_text'), shown.indexOf('safe_to_mail') + 1)).toEqual([
      'safe_to_text',
      'safe_to_email',
      'safe_to_mail',
    ]);
    expect(shown.filter((name) => name.includes('address'))).toEqual([]);
  });

  it('leaves a case type at the first answer that rules it out, and only asks about situations chosen', () => {
    const shown = pagesShown({
      ...HARMED('spouse', 'parent', 'trafficking'),
      vawasp_abuser_status: ['neither'],
      vawach_age: ['age_25_or_older'],
      tvisa_recruited: ['no'],
    });
    expect(shown.slice(-3)).toEqual(['vawasp_abuser_status', 'vawach_age', 'tvisa_recruited']);
  });

  it('sends a child of 25 or older on at once, without the other child questions', () => {
    const shown = pagesShown(VISITORS['VAWA child, 25 or older']!);
    expect(shown.at(-1)).toBe('vawach_age');
    expect(pagesShown({ ...HARMED('parent'), vawach_age: ['under_18'] }).at(-1)).toBe('vawach_age');
  });

  it('asks a child of 21 to 24 why they waited, and stops when the abuse was not the reason', () => {
    const shown = pagesShown({
      ...HARMED('parent'),
      vawach_age: ['age_21_to_24'],
      vawach_delay_due_to_abuse: ['no'],
    });
    expect(shown.slice(-2)).toEqual(['vawach_age', 'vawach_delay_due_to_abuse']);
  });

  it('stops at an adoptive parent or a step-marriage after 18, and at a resident spouse who died', () => {
    const child = { ...HARMED('parent'), vawach_age: ['age_18_to_20'], vawach_married: ['no'] };
    expect(
      pagesShown({ ...child, vawach_parent_status: ['us_citizen'], vawach_relationship: ['adoptive'] }).at(
        -1,
      ),
    ).toBe('vawach_relationship');
    const widowed = pagesShown({
      ...HARMED('spouse'),
      vawasp_abuser_status: ['permanent_resident'],
      vawasp_abuser_lost_status: ['no'],
      vawasp_still_married: ['no'],
      vawasp_divorced: ['no'],
      vawasp_spouse_died: ['yes'],
    });
    expect(widowed.at(-1)).toBe('vawasp_spouse_died');
  });

  it('stops the T visa questions when it was never reported and nothing explains why', () => {
    expect(pagesShown(VISITORS['T visa, never reported and no trauma']!).at(-1)).toBe('tvisa_trauma');
  });

  it('skips the cooperation questions for a person trafficked as a minor', () => {
    const shown = pagesShown({
      ...HARMED('trafficking'),
      tvisa_recruited: ['yes'],
      tvisa_means: ['minor_sex'],
      tvisa_left_us: ['no'],
      tvisa_presence: ['yes'],
      tvisa_under_18: ['yes'],
      tvisa_hardship: ['stigma'],
      tvisa_helped_traffickers: ['no'],
      tvisa_admissibility: ['no'],
    });
    for (const name of ['tvisa_reported', 'tvisa_helped', 'tvisa_trauma']) expect(shown).not.toContain(name);
  });

  it.each(Object.entries(VISITORS))(
    'progress for %s moves forward on every page, never by more than a tenth of the bar, 100 only at the end',
    (_visitor, script) => {
      const shown = progressShown(script);
      expect(shown[0]).toBe(0);
      expect(shown.at(-1)).toBe(100);
      const pages = shown.slice(0, -1);
      for (let i = 1; i < pages.length; i += 1) {
        expect(pages[i]).toBeGreaterThan(pages[i - 1]!);
        expect(pages[i]! - pages[i - 1]!).toBeLessThanOrEqual(10);
      }
      expect(Math.max(...pages)).toBeLessThan(100);
    },
  );

  it('sends the visitor back when the arrival date is in the future', () => {
    let state = nextQuestion(flow, createState(flow), { validationPasses });
    if (state.status !== 'moved') throw new Error('blocked');
    let current = state.state;
    const script: [string, readonly string[]][] = [
      ['in_us_now', ['yes']],
      ['in_removal_proceedings', ['no']],
      ['prior_removal_order', ['no']],
      ['arrests', ['no']],
      ['prior_filing', ['no']],
      ['fear_situation', ['past_harm']],
      ['asylum_grounds', ['race']],
    ];
    const forward = (next: EngineState): EngineState => {
      const moved = nextQuestion(flow, next, { validationPasses });
      if (moved.status !== 'moved') throw new Error('blocked');
      return moved.state;
    };
    for (const [name, value] of script) {
      if (nameOf(current) === 'situations_intro') current = forward(current);
      current = forward(answer(current, name, value));
    }
    expect(nameOf(current)).toBe('last_arrival_date');
    state = nextQuestion(flow, answer(current, 'last_arrival_date', '2999-01-01'), { validationPasses });
    expect(state.status).toBe('moved');
    if (state.status !== 'moved') return;
    expect(state.failedValidation?.questionId).toBe(idOf('arrival_date_check'));
    expect(nameOf(state.state)).toBe('last_arrival_date');
  });

  it('has every label in English and Spanish', () => {
    const ids = new Set(eligibility.labels.map((label) => label.question_label_id));
    for (const id of ids) {
      const en = eligibility.labels.find((label) => label.question_label_id === id && label.lang === 'en');
      const es = eligibility.labels.find((label) => label.question_label_id === id && label.lang === 'es');
      expect(Boolean(en) && Boolean(es), eligibility.names.get(id)).toBe(true);
    }
  });
});
