import { join } from 'node:path';
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
  const shown: string[] = [];
  let state = createState(flow);
  for (let steps = 0; steps < 200; steps += 1) {
    const entry = currentEntry(state);
    const question = entry && flow.questions.get(entry.questionId);
    if (question?.type === 'END') {
      expect(isComplete(flow, state)).toBe(true);
      return shown;
    }
    if (question !== undefined && question.type !== 'START') {
      const name = eligibility.names.get(question.question_id)!;
      shown.push(name);
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
  in_removal_proceedings: ['no'],
  prior_removal_order: ['no'],
  arrests: ['no'],
  prior_filing: ['no'],
};
const SAFETY = ['safety_intro', 'safe_to_text', 'safe_to_email', 'safe_to_mail'];

describe('eligibility questionnaire', () => {
  it('stops after the first screening answer that needs a lawyer', () => {
    expect(pagesShown({ in_removal_proceedings: ['not_sure'] })).toEqual(['in_removal_proceedings']);
  });

  it('asks who arrested a person and why, then stops: an arrest may have been the persecution itself', () => {
    expect(
      pagesShown({
        in_removal_proceedings: ['no'],
        prior_removal_order: ['no'],
        arrests: ['yes'],
        arrest_reason: ['persecution'],
      }),
    ).toEqual(['in_removal_proceedings', 'prior_removal_order', 'arrests', 'arrest_reason']);
  });

  it('asks which earlier applications only after a yes', () => {
    const shown = pagesShown({
      ...SCREENED,
      prior_filing: ['yes'],
      prior_filing_kinds: ['asylum'],
      fear_situation: ['no'],
      harm_situation: ['no'],
    });
    expect(shown).toContain('prior_filing_kinds');
    expect(shown.at(-1)).toBe('harm_situation');
  });

  it('never asks an asylum seeker about safe contact, abuse or trafficking', () => {
    const shown = pagesShown({
      ...SCREENED,
      fear_situation: ['yes'],
      asylum_in_us: ['yes'],
      asylum_harm: ['fear_future'],
      asylum_grounds: ['political_opinion'],
      last_arrival_date: '2026-03-01',
      asylum_harmed_others: ['no'],
      asylum_armed_groups: ['no'],
      asylum_other_country_status: ['no'],
      asylum_border_entry: ['no'],
      harm_situation: ['no'],
    });
    for (const name of [...SAFETY, 'spouse_situation', 'asylum_exception']) expect(shown).not.toContain(name);
  });

  it('asks a late asylum seeker about exceptions and when they happened', () => {
    const shown = pagesShown({
      ...SCREENED,
      fear_situation: ['yes'],
      asylum_in_us: ['yes'],
      asylum_harm: ['past_harm'],
      asylum_grounds: ['social_group'],
      last_arrival_date: '2022-08-14',
      asylum_exception: ['yes'],
      asylum_exception_kinds: ['lawful_status'],
      asylum_exception_recent: ['yes'],
      asylum_harmed_others: ['no'],
      asylum_armed_groups: ['no'],
      asylum_other_country_status: ['no'],
      asylum_border_entry: ['no'],
      harm_situation: ['no'],
    });
    expect(shown).toEqual(
      expect.arrayContaining(['asylum_exception', 'asylum_exception_kinds', 'asylum_exception_recent']),
    );
  });

  it('asks survivors about safe contact before any detail of the abuse', () => {
    const shown = pagesShown({
      ...SCREENED,
      fear_situation: ['no'],
      harm_situation: ['yes'],
      safe_to_text: ['yes'],
      safe_to_email: ['no'],
      safe_to_mail: ['no'],
      spouse_situation: ['yes'],
      vawasp_abuser_status: ['permanent_resident'],
      vawasp_abuser_lost_status: ['no'],
      vawasp_still_married: ['yes'],
      vawasp_good_faith: ['yes'],
      vawasp_lived_together: ['yes'],
      vawasp_abuse: ['yes'],
      vawasp_abuse_in_us: ['yes'],
      vawasp_conditional_residence: ['no'],
      vawasp_moral_character: ['no'],
      parent_situation: ['no'],
      trafficking_situation: ['no'],
    });
    expect(shown.indexOf('safe_to_text')).toBeLessThan(shown.indexOf('spouse_situation'));
    expect(shown).toContain('safe_to_mail');
    for (const name of ['vawasp_divorced', 'vawasp_divorce_date', 'vawasp_remarried', 'asylum_in_us'])
      expect(shown).not.toContain(name);
  });

  it('asks only whether mail is safe, never for an address: the address comes after the outcome', () => {
    const shown = pagesShown({
      ...SCREENED,
      fear_situation: ['no'],
      harm_situation: ['yes'],
      safe_to_text: ['no'],
      safe_to_email: ['no'],
      safe_to_mail: ['no'],
      spouse_situation: ['no'],
      parent_situation: ['no'],
      trafficking_situation: ['no'],
    });
    expect(shown.slice(shown.indexOf('safe_to_text'), shown.indexOf('spouse_situation'))).toEqual([
      'safe_to_text',
      'safe_to_email',
      'safe_to_mail',
    ]);
    expect(shown.filter((name) => name.includes('address'))).toEqual([]);
  });

  it('leaves a case type at the first answer that rules it out', () => {
    const shown = pagesShown({
      ...SCREENED,
      fear_situation: ['no'],
      harm_situation: ['yes'],
      safe_to_text: ['no'],
      safe_to_email: ['no'],
      safe_to_mail: ['no'],
      spouse_situation: ['yes'],
      vawasp_abuser_status: ['neither'],
      parent_situation: ['yes'],
      vawach_parent_status: ['not_sure'],
      trafficking_situation: ['yes'],
      tvisa_recruited: ['no'],
    });
    expect(shown.slice(-6)).toEqual([
      'spouse_situation',
      'vawasp_abuser_status',
      'parent_situation',
      'vawach_parent_status',
      'trafficking_situation',
      'tvisa_recruited',
    ]);
  });

  it('skips the cooperation questions for a person trafficked as a minor', () => {
    const shown = pagesShown({
      ...SCREENED,
      fear_situation: ['no'],
      harm_situation: ['yes'],
      safe_to_text: ['not_sure'],
      safe_to_email: ['no'],
      safe_to_mail: ['no'],
      spouse_situation: ['no'],
      parent_situation: ['no'],
      trafficking_situation: ['yes'],
      tvisa_recruited: ['yes'],
      tvisa_means: ['minor_sex'],
      tvisa_in_us: ['yes'],
      tvisa_left_us: ['no'],
      tvisa_presence: ['yes'],
      tvisa_under_18: ['yes'],
      tvisa_hardship: ['stigma'],
      tvisa_helped_traffickers: ['no'],
      tvisa_admissibility: ['no'],
    });
    for (const name of ['tvisa_reported', 'tvisa_helped', 'tvisa_trauma']) expect(shown).not.toContain(name);
  });

  it('sends the visitor back when the arrival date is in the future', () => {
    let state = nextQuestion(flow, createState(flow), { validationPasses });
    if (state.status !== 'moved') throw new Error('blocked');
    let current = state.state;
    const script: [string, readonly string[]][] = [
      ['in_removal_proceedings', ['no']],
      ['prior_removal_order', ['no']],
      ['arrests', ['no']],
      ['prior_filing', ['no']],
      ['fear_situation', ['yes']],
      ['asylum_in_us', ['yes']],
      ['asylum_harm', ['past_harm']],
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
