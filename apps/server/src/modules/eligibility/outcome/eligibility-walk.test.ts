import { join } from 'node:path';
import type { LoadedQuestionnaire } from '@camino/content';
import { loadQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import type { EngineState, Flow, Question } from '@camino/questionnaire';
import {
  answerQuestion,
  buildFlow,
  createState,
  currentEntry,
  isComplete,
  nextQuestion,
  prepareValidationScript,
} from '@camino/questionnaire';
import { beforeAll, describe, expect, it } from 'vitest';
import { decideEligibility } from './decide-eligibility';
import { readContactSafety } from './contact-safety';
import { toAnswersByName } from './to-answers-by-name';

const TODAY = new Date('2026-11-21T15:00:00Z');

let eligibility: LoadedQuestionnaire;
let flow: Flow;

beforeAll(async () => {
  eligibility = await loadQuestionnaire(join(QUESTIONNAIRES_DIR, 'eligibility.yaml'));
  flow = buildFlow(eligibility.questions, eligibility.edges, eligibility.labels);
});

/** What a visitor answers, by question name: option ids, a text, or a template's fields. */
type Script = Record<string, string | readonly string[] | Record<string, string>>;

const idOf = (name: string): number => {
  const id = eligibility.ids.get(name);
  if (id === undefined) throw new Error(`no question ${name}`);
  return id;
};

// Stands in for the server's sandbox: content scripts are trusted, and the test needs them synchronous.
function validationPasses(question: Question, _loopId: number, state: EngineState): boolean {
  const answer = (questionId: number): string => state.answers[String(questionId)]?.response ?? '';
  return Boolean(new Function('answer', prepareValidationScript(question.code ?? ''))(answer));
}

/**
 * Walks the questionnaire with the engine from START to END, answering each page from the script.
 * Fails on a page the script does not expect, so a visitor only meets the questions listed.
 */
function walk(script: Script): { state: EngineState; shown: string[] } {
  const shown: string[] = [];
  let state = createState(flow);
  for (let steps = 0; steps < 200; steps += 1) {
    const entry = currentEntry(state);
    const question = entry && flow.questions.get(entry.questionId);
    const name = entry ? eligibility.names.get(entry.questionId)! : 'start';
    if (question?.type === 'END') {
      expect(isComplete(flow, state)).toBe(true);
      expect(Object.keys(script).filter((key) => !shown.includes(key))).toEqual([]);
      return { state, shown };
    }
    if (question !== undefined && question.type !== 'START') {
      shown.push(name);
      const planned = script[name];
      if (question.type !== 'LABEL' && planned === undefined) throw new Error(`unexpected question ${name}`);
      const answers: [string, string | readonly string[]][] =
        question.type === 'LABEL'
          ? []
          : question.type === 'TEMPLATE'
            ? Object.entries(planned as Record<string, string>)
            : [[name, planned as string | readonly string[]]];
      for (const [field, value] of answers) {
        const result = answerQuestion(
          flow,
          state,
          {
            questionId: idOf(field),
            value:
              typeof value === 'string'
                ? value
                : value.map((option) => ({ optionId: idOf(`${field}.${option}`) })),
          },
          { validationPasses },
        );
        if (!result.ok) throw new Error(`${field}: ${JSON.stringify(result.errors)}`);
        state = result.state;
      }
    }
    const moved = nextQuestion(flow, state, { validationPasses });
    if (moved.status !== 'moved') throw new Error(`blocked at ${name}: ${JSON.stringify(moved.errors)}`);
    state = moved.state;
  }
  throw new Error('the walk did not reach END');
}

const decide = (script: Script) =>
  decideEligibility(toAnswersByName(eligibility, walk(script).state.answers), TODAY);

const SCREENED: Script = {
  in_us_now: ['yes'],
  in_removal_proceedings: ['no'],
  prior_removal_order: ['no'],
  arrests: ['no'],
  prior_filing: ['no'],
};
const ASYLUM: Script = {
  fear_situation: ['past_harm', 'fear_future'],
  asylum_grounds: ['religion'],
  last_arrival_date: '2026-05-01',
  asylum_harmed_others: ['no'],
  asylum_armed_groups: ['no'],
  asylum_other_country_status: ['no'],
  asylum_border_entry: ['no'],
};
const NO_FEAR: Script = { fear_situation: ['none'] };
const NO_HARM: Script = { harm_situation: ['none'] };
/** Someone harmed by a person close to them, in the situations given, who may not be written to. */
const harmed = (...situations: string[]): Script => ({
  harm_situation: situations,
  safe_to_text: ['no'],
  safe_to_email: ['not_sure'],
  safe_to_mail: ['no'],
});
const VAWASP: Script = {
  vawasp_abuser_status: ['us_citizen'],
  vawasp_abuser_lost_status: ['no'],
  vawasp_still_married: ['no'],
  vawasp_divorced: ['yes'],
  vawasp_divorce_date: '2025-09-15',
  vawasp_divorce_abuse_link: ['yes'],
  vawasp_remarried: ['no'],
  vawasp_good_faith: ['yes'],
  vawasp_lived_together: ['yes'],
  vawasp_abuse_in_us: ['yes'],
  vawasp_conditional_residence: ['no'],
  vawasp_moral_character: ['no'],
};
const VAWACH: Script = {
  vawach_age: ['age_18_to_20'],
  vawach_married: ['no'],
  vawach_parent_status: ['us_citizen'],
  vawach_relationship: ['step'],
  vawach_step_before_18: ['yes'],
  vawach_lived_together: ['yes'],
  vawach_moral_character: ['no'],
};
const TVISA: Script = {
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

describe('eligibility questionnaire walked with the engine', () => {
  it('finds an asylum seeker eligible for asylum', () => {
    expect(decide({ ...SCREENED, ...ASYLUM, ...NO_HARM })).toEqual({
      outcome: 'eligible',
      strategies: ['asylum'],
    });
  });

  it('finds an abused spouse, divorced a year ago, eligible for VAWA (spouse)', () => {
    expect(decide({ ...SCREENED, ...NO_FEAR, ...harmed('spouse'), ...VAWASP })).toEqual({
      outcome: 'eligible',
      strategies: ['vawasp'],
    });
  });

  it('finds an abused stepchild eligible for VAWA (child)', () => {
    expect(decide({ ...SCREENED, ...NO_FEAR, ...harmed('parent'), ...VAWACH })).toEqual({
      outcome: 'eligible',
      strategies: ['vawach'],
    });
  });

  it('finds a trafficking survivor who could not report because of trauma eligible for a T visa', () => {
    expect(decide({ ...SCREENED, ...NO_FEAR, ...harmed('trafficking'), ...TVISA })).toEqual({
      outcome: 'eligible',
      strategies: ['tvisa'],
    });
  });

  it('finds several case types for a person in several situations', () => {
    expect(
      decide({
        ...SCREENED,
        ...ASYLUM,
        ...harmed('spouse', 'parent', 'trafficking'),
        ...VAWASP,
        ...VAWACH,
        ...TVISA,
      }),
    ).toEqual({
      outcome: 'eligible',
      strategies: ['asylum', 'vawasp', 'vawach', 'tvisa'],
    });
  });

  it('ends at the first question for a person outside the United States', () => {
    const { shown, state } = walk({ in_us_now: ['no'] });
    expect(shown).toEqual(['in_us_now']);
    expect(decideEligibility(toAnswersByName(eligibility, state.answers), TODAY)).toEqual({
      outcome: 'not-eligible',
      reasons: ['not-in-us'],
    });
  });

  it('ends at once and finds a person in removal proceedings not eligible', () => {
    const { shown, state } = walk({ in_us_now: ['yes'], in_removal_proceedings: ['yes'] });
    expect(shown).toEqual(['in_us_now', 'in_removal_proceedings']);
    expect(decideEligibility(toAnswersByName(eligibility, state.answers), TODAY)).toEqual({
      outcome: 'not-eligible',
      reasons: ['in-removal-proceedings'],
    });
  });

  it('finds no qualifying situation when no situation is chosen', () => {
    expect(decide({ ...SCREENED, ...NO_FEAR, ...NO_HARM })).toEqual({
      outcome: 'not-eligible',
      reasons: ['no-qualifying-situation'],
    });
  });

  describe('stops when it knows', () => {
    const ASYLUM_START: Script = {
      fear_situation: ['past_harm'],
      asylum_grounds: ['political_opinion'],
    };

    it('asks nothing more about asylum after a missed one-year deadline with no exception', () => {
      const { state, shown } = walk({
        ...SCREENED,
        ...ASYLUM_START,
        last_arrival_date: '2023-04-02',
        asylum_exception: ['no'],
        ...NO_HARM,
      });
      // The date decides "more than a year ago": nobody is asked it.
      expect(shown).not.toContain('asylum_over_one_year');
      expect(shown.slice(shown.indexOf('asylum_exception'))).toEqual(['asylum_exception', 'harm_situation']);
      expect(decideEligibility(toAnswersByName(eligibility, state.answers), TODAY)).toEqual({
        outcome: 'not-eligible',
        reasons: ['asylum-deadline-passed-no-exception'],
      });
    });

    it('goes on to the exceptions only when the date is late, and to the bars when it is not', () => {
      const { shown } = walk({ ...SCREENED, ...ASYLUM, ...NO_HARM });
      expect(shown).not.toContain('asylum_exception');
      expect(shown).toContain('asylum_harmed_others');
    });

    it('asks nothing more about a spouse after a divorce more than two years ago', () => {
      const { state, shown } = walk({
        ...SCREENED,
        ...NO_FEAR,
        ...harmed('spouse'),
        vawasp_abuser_status: ['us_citizen'],
        vawasp_abuser_lost_status: ['no'],
        vawasp_still_married: ['no'],
        vawasp_divorced: ['yes'],
        vawasp_divorce_date: '2023-09-15',
      });
      expect(shown.at(-1)).toBe('vawasp_divorce_date');
      expect(decideEligibility(toAnswersByName(eligibility, state.answers), TODAY)).toEqual({
        outcome: 'not-eligible',
        reasons: ['vawasp-marriage-ended-over-two-years'],
      });
    });

    it('asks a child of 25 or older nothing more', () => {
      const { state, shown } = walk({
        ...SCREENED,
        ...NO_FEAR,
        ...harmed('parent'),
        vawach_age: ['age_25_or_older'],
      });
      expect(shown.at(-1)).toBe('vawach_age');
      expect(decideEligibility(toAnswersByName(eligibility, state.answers), TODAY)).toEqual({
        outcome: 'not-eligible',
        reasons: ['vawach-too-old'],
      });
    });

    it('ends the T visa questions when the only means was a broken promise', () => {
      const { state, shown } = walk({
        ...SCREENED,
        ...NO_FEAR,
        ...harmed('trafficking'),
        tvisa_recruited: ['yes'],
        tvisa_means: ['fraud'],
      });
      expect(shown[shown.length - 1]).toBe('tvisa_means');
      expect(decideEligibility(toAnswersByName(eligibility, state.answers), TODAY)).toEqual({
        outcome: 'not-eligible',
        reasons: ['tvisa-no-trafficking'],
      });
    });

    it('ends the T visa questions when it was never reported and nothing explains why', () => {
      const { state } = walk({
        ...SCREENED,
        ...NO_FEAR,
        ...harmed('trafficking'),
        tvisa_recruited: ['yes'],
        tvisa_means: ['threats'],
        tvisa_left_us: ['no'],
        tvisa_presence: ['yes'],
        tvisa_under_18: ['no'],
        tvisa_reported: ['no'],
        tvisa_trauma: ['not_sure'],
      });
      expect(decideEligibility(toAnswersByName(eligibility, state.answers), TODAY)).toEqual({
        outcome: 'not-eligible',
        reasons: ['tvisa-not-reported'],
      });
    });

    it('stops asking about asylum at the first bar', () => {
      const {
        asylum_armed_groups: _armed,
        asylum_other_country_status: _resettled,
        asylum_border_entry: _border,
        ...asylumUpToTheBars
      } = ASYLUM;
      const { shown } = walk({
        ...SCREENED,
        ...asylumUpToTheBars,
        asylum_harmed_others: ['yes'],
        ...NO_HARM,
      });
      expect(shown.slice(shown.indexOf('asylum_harmed_others'))).toEqual([
        'asylum_harmed_others',
        'harm_situation',
      ]);
    });
  });

  it('keeps the safe-contact answers for notifications; the screener never holds an address', () => {
    const { state } = walk({ ...SCREENED, ...NO_FEAR, ...harmed('spouse'), ...VAWASP });
    expect(readContactSafety(toAnswersByName(eligibility, state.answers))).toEqual({
      textMessages: false,
      email: false,
      mail: false,
      mailingAddress: null,
    });
  });

  it('allows letters only on a clear yes: "not sure" is not safe', () => {
    const mailAnswer = (answer: string) =>
      readContactSafety(
        toAnswersByName(
          eligibility,
          walk({
            ...SCREENED,
            ...NO_FEAR,
            ...harmed('spouse'),
            safe_to_mail: [answer],
            vawasp_abuser_status: ['neither'],
          }).state.answers,
        ),
      ).mail;
    expect(mailAnswer('yes')).toBe(true);
    expect(mailAnswer('not_sure')).toBe(false);
    expect(mailAnswer('no')).toBe(false);
  });

  it('lets people who were never asked about safety keep every channel', () => {
    const { state } = walk({ ...SCREENED, ...ASYLUM, ...NO_HARM });
    expect(readContactSafety(toAnswersByName(eligibility, state.answers))).toEqual({
      textMessages: true,
      email: true,
      mail: true,
      mailingAddress: null,
    });
  });
});
