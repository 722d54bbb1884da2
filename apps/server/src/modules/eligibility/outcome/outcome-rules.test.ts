import type { ReasonKey } from '@camino/contracts';
import { REASON_KEYS, REASONS } from '@camino/contracts';
import { describe, expect, it } from 'vitest';
import type { AnswersByName, NamedAnswer } from './answers';
import { addYears } from './answers';
import { decideEligibility } from './decide-eligibility';
import { OUTCOME_RULES } from './rules';

const TODAY = new Date('2026-11-21T15:00:00Z');

const SCREENED: AnswersByName = {
  in_us_now: ['yes'],
  in_removal_proceedings: ['no'],
  prior_removal_order: ['no'],
  arrests: ['no'],
  prior_filing: ['no'],
};
const NO_OTHER_HARM = { harm_situation: ['none'] };
const ASYLUM: AnswersByName = {
  ...SCREENED,
  fear_situation: ['past_harm', 'fear_future'],
  asylum_grounds: ['political_opinion'],
  last_arrival_date: '2026-05-01',
  asylum_harmed_others: ['no'],
  asylum_armed_groups: ['no'],
  asylum_other_country_status: ['no'],
  asylum_border_entry: ['no'],
  ...NO_OTHER_HARM,
};
/** Someone harmed by a person close to them; the situations chosen follow in each case type below. */
const SURVIVOR: AnswersByName = {
  ...SCREENED,
  fear_situation: ['none'],
  harm_situation: ['spouse'],
  safe_to_text: ['no'],
  safe_to_email: ['yes'],
  safe_to_mail: ['no'],
};
const VAWASP: AnswersByName = {
  ...SURVIVOR,
  vawasp_abuser_status: ['us_citizen'],
  vawasp_abuser_lost_status: ['no'],
  vawasp_still_married: ['yes'],
  vawasp_good_faith: ['yes'],
  vawasp_lived_together: ['yes'],
  vawasp_abuse_in_us: ['yes'],
  vawasp_conditional_residence: ['no'],
  vawasp_moral_character: ['no'],
};
const DIVORCED = {
  vawasp_still_married: ['no'],
  vawasp_divorced: ['yes'],
  vawasp_divorce_date: '2025-06-01',
  vawasp_divorce_abuse_link: ['yes'],
  vawasp_remarried: ['no'],
};
const WIDOWED = {
  vawasp_still_married: ['no'],
  vawasp_divorced: ['no'],
  vawasp_spouse_died: ['yes'],
  vawasp_death_date: '2025-06-01',
  vawasp_remarried: ['no'],
};
const VAWACH: AnswersByName = {
  ...SURVIVOR,
  harm_situation: ['parent'],
  vawach_parent_status: ['permanent_resident'],
  vawach_relationship: ['biological'],
  vawach_age: ['age_18_to_20'],
  vawach_married: ['no'],
  vawach_lived_together: ['yes'],
  vawach_moral_character: ['no'],
};
const TVISA: AnswersByName = {
  ...SURVIVOR,
  harm_situation: ['trafficking'],
  tvisa_recruited: ['yes'],
  tvisa_means: ['debt', 'documents'],
  tvisa_left_us: ['no'],
  tvisa_presence: ['yes'],
  tvisa_under_18: ['no'],
  tvisa_reported: ['yes'],
  tvisa_helped: ['yes'],
  tvisa_hardship: ['retaliation', 'economic'],
  tvisa_helped_traffickers: ['no'],
  tvisa_admissibility: ['no'],
};

/** The answers with some changed; `undefined` removes an answer (a question the flow skips). */
function given(base: AnswersByName, change: Record<string, NamedAnswer | undefined>): AnswersByName {
  const out: Record<string, NamedAnswer> = { ...base };
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) delete out[name];
    else out[name] = value;
  }
  return out;
}

interface RuleCase {
  /** Rule id from rules.ts (and ADR 0060). */
  readonly rule: string;
  readonly when: string;
  readonly answers: AnswersByName;
  /** The reason expected, or null when the rule must not fire and the case type stays. */
  readonly reason: ReasonKey | null;
}

const CASES: readonly RuleCase[] = [
  // Screening: the whole outcome.
  {
    rule: 'X0',
    when: 'not in the U.S.: asylum and the T visa need presence, VAWA from abroad a lawyer',
    answers: given(VAWASP, { in_us_now: ['no'] }),
    reason: 'not-in-us',
  },
  {
    rule: 'X0',
    when: 'not in the U.S., answered before anything else',
    answers: { in_us_now: ['no'] },
    reason: 'not-in-us',
  },
  {
    rule: 'X1',
    when: 'in removal proceedings',
    answers: given(VAWASP, { in_removal_proceedings: ['yes'] }),
    reason: 'in-removal-proceedings',
  },
  {
    rule: 'X1',
    when: 'not sure about removal proceedings',
    answers: { in_us_now: ['yes'], in_removal_proceedings: ['not_sure'] },
    reason: 'in-removal-proceedings',
  },
  {
    rule: 'X2',
    when: 'an earlier removal order or court case',
    answers: given(TVISA, { prior_removal_order: ['yes'] }),
    reason: 'prior-removal-order',
  },
  {
    rule: 'X2',
    when: 'not sure about an earlier order',
    answers: given(ASYLUM, { prior_removal_order: ['not_sure'] }),
    reason: 'prior-removal-order',
  },
  {
    rule: 'X3',
    when: 'any arrest, charge or conviction',
    answers: given(ASYLUM, { arrests: ['yes'] }),
    reason: 'criminal-history',
  },
  {
    rule: 'X3',
    when: 'an arrest for something the person was accused of',
    answers: given(ASYLUM, { arrests: ['yes'], arrest_reason: ['crime'] }),
    reason: 'criminal-history',
  },
  {
    rule: 'X3-persecution',
    when: 'a journalist arrested for reporting: disclosed and referred, not treated as a crime',
    answers: given(ASYLUM, { arrests: ['yes'], arrest_reason: ['persecution'] }),
    reason: 'arrest-as-persecution',
  },
  {
    rule: 'X4-asylum',
    when: 'asylum applied for before',
    answers: given(ASYLUM, { prior_filing: ['yes'], prior_filing_kinds: ['asylum'] }),
    reason: 'prior-filing',
  },
  {
    rule: 'X4-asylum',
    when: 'a prior T visa does not block asylum',
    answers: given(ASYLUM, { prior_filing: ['yes'], prior_filing_kinds: ['tvisa'] }),
    reason: null,
  },
  {
    rule: 'X4-vawasp',
    when: 'VAWA filed before (spouse)',
    answers: given(VAWASP, { prior_filing: ['yes'], prior_filing_kinds: ['vawa'] }),
    reason: 'prior-filing',
  },
  {
    rule: 'X4-vawach',
    when: 'VAWA filed before (child)',
    answers: given(VAWACH, { prior_filing: ['yes'], prior_filing_kinds: ['vawa', 'asylum'] }),
    reason: 'prior-filing',
  },
  {
    rule: 'X4-tvisa',
    when: 'T visa applied for before',
    answers: given(TVISA, { prior_filing: ['yes'], prior_filing_kinds: ['tvisa'] }),
    reason: 'prior-filing',
  },

  // Asylum.
  {
    rule: 'A5',
    when: 'no protected ground',
    answers: given(ASYLUM, { asylum_grounds: ['other_reason'] }),
    reason: 'asylum-no-protected-ground',
  },
  {
    rule: 'A5',
    when: 'a protected ground besides another reason',
    answers: given(ASYLUM, { asylum_grounds: ['other_reason', 'social_group'] }),
    reason: null,
  },
  {
    rule: 'A4',
    when: 'late, no exception',
    answers: given(ASYLUM, {
      last_arrival_date: '2024-03-10',
      asylum_exception: ['no'],
    }),
    reason: 'asylum-deadline-passed-no-exception',
  },
  {
    rule: 'A4',
    when: 'the date alone says late: no question asks what the date already says',
    answers: given(ASYLUM, { last_arrival_date: '2025-11-20' }),
    reason: 'asylum-deadline-passed-no-exception',
  },
  {
    rule: 'A4',
    when: 'arrived exactly one year ago today',
    answers: given(ASYLUM, { last_arrival_date: '2025-11-21' }),
    reason: null,
  },
  {
    rule: 'A4',
    when: 'late with a recent exception',
    answers: given(ASYLUM, {
      last_arrival_date: '2023-01-10',
      asylum_exception: ['yes'],
      asylum_exception_kinds: ['lawful_status'],
      asylum_exception_recent: ['yes'],
    }),
    reason: null,
  },
  {
    rule: 'A4-reasonable-period',
    when: 'late, exception more than 6 months ago',
    answers: given(ASYLUM, {
      last_arrival_date: '2023-01-10',
      asylum_exception: ['yes'],
      asylum_exception_kinds: ['country_changed'],
      asylum_exception_recent: ['no'],
    }),
    reason: 'asylum-exception-not-recent',
  },
  {
    rule: 'A6',
    when: 'harmed or held others',
    answers: given(ASYLUM, { asylum_harmed_others: ['yes'] }),
    reason: 'asylum-persecutor-bar',
  },
  {
    rule: 'A8',
    when: 'helped an armed group, even forced',
    answers: given(ASYLUM, { asylum_armed_groups: ['yes'] }),
    reason: 'asylum-armed-group',
  },
  {
    rule: 'A9',
    when: 'offered permanent status elsewhere',
    answers: given(ASYLUM, { asylum_other_country_status: ['yes'] }),
    reason: 'asylum-firm-resettlement',
  },
  {
    rule: 'A11',
    when: 'crossed the southern border without inspection after May 2023',
    answers: given(ASYLUM, { asylum_border_entry: ['yes'] }),
    reason: 'asylum-border-entry',
  },
  {
    rule: 'A11',
    when: 'not sure about the border crossing',
    answers: given(ASYLUM, { asylum_border_entry: ['not_sure'] }),
    reason: 'asylum-border-entry',
  },

  // VAWA, abused spouse.
  {
    rule: 'V1',
    when: 'abuser neither citizen nor resident',
    answers: given(SURVIVOR, { vawasp_abuser_status: ['neither'] }),
    reason: 'vawa-abuser-not-citizen-or-resident',
  },
  {
    rule: 'V1-unsure',
    when: "abuser's status unknown",
    answers: given(SURVIVOR, { vawasp_abuser_status: ['not_sure'] }),
    reason: 'vawa-abuser-status-unknown',
  },
  {
    rule: 'V3',
    when: 'abuser lost status more than 2 years ago',
    answers: given(VAWASP, {
      vawasp_abuser_lost_status: ['yes'],
      vawasp_status_loss_date: '2024-11-20',
      vawasp_status_loss_dv: ['yes'],
    }),
    reason: 'vawasp-abuser-lost-status',
  },
  {
    rule: 'V3',
    when: 'abuser lost status for a reason other than domestic violence',
    answers: given(VAWASP, {
      vawasp_abuser_lost_status: ['yes'],
      vawasp_status_loss_date: '2026-01-05',
      vawasp_status_loss_dv: ['no'],
    }),
    reason: 'vawasp-abuser-lost-status',
  },
  {
    rule: 'V3',
    when: 'abuser lost status recently because of domestic violence',
    answers: given(VAWASP, {
      vawasp_abuser_lost_status: ['yes'],
      vawasp_status_loss_date: '2026-01-05',
      vawasp_status_loss_dv: ['yes'],
    }),
    reason: null,
  },
  {
    rule: 'V2-window',
    when: 'divorced less than 2 years ago, linked to the abuse',
    answers: given(VAWASP, DIVORCED),
    reason: null,
  },
  {
    rule: 'V2-window',
    when: 'divorced more than 2 years ago',
    answers: given(VAWASP, { ...DIVORCED, vawasp_divorce_date: '2024-11-20' }),
    reason: 'vawasp-marriage-ended-over-two-years',
  },
  {
    rule: 'V2-window',
    when: 'divorced exactly 2 years ago today',
    answers: given(VAWASP, { ...DIVORCED, vawasp_divorce_date: '2024-11-21' }),
    reason: null,
  },
  {
    rule: 'V2-window',
    when: 'citizen spouse died more than 2 years ago',
    answers: given(VAWASP, { ...WIDOWED, vawasp_death_date: '2023-02-01' }),
    reason: 'vawasp-marriage-ended-over-two-years',
  },
  {
    rule: 'V2-death',
    when: 'citizen spouse died less than 2 years ago',
    answers: given(VAWASP, WIDOWED),
    reason: null,
  },
  {
    rule: 'V2-death',
    when: 'permanent-resident spouse died',
    answers: given(VAWASP, { ...WIDOWED, vawasp_abuser_status: ['permanent_resident'] }),
    reason: 'vawasp-resident-spouse-died',
  },
  {
    rule: 'V2-divorce',
    when: 'divorce not linked to the abuse',
    answers: given(VAWASP, { ...DIVORCED, vawasp_divorce_abuse_link: ['no'] }),
    reason: 'vawasp-divorce-not-linked-to-abuse',
  },
  {
    rule: 'V2-divorce',
    when: 'not sure the divorce was linked',
    answers: given(VAWASP, { ...DIVORCED, vawasp_divorce_abuse_link: ['not_sure'] }),
    reason: 'vawasp-divorce-not-linked-to-abuse',
  },
  {
    rule: 'V2-other',
    when: 'marriage ended another way (annulment)',
    answers: given(VAWASP, {
      vawasp_still_married: ['no'],
      vawasp_divorced: ['no'],
      vawasp_spouse_died: ['no'],
      vawasp_remarried: ['no'],
    }),
    reason: 'vawasp-marriage-ended-other-way',
  },
  {
    rule: 'V4',
    when: 'remarried after a divorce',
    answers: given(VAWASP, { ...DIVORCED, vawasp_remarried: ['yes'] }),
    reason: 'vawasp-remarried',
  },
  {
    rule: 'V5',
    when: 'married only for papers',
    answers: given(VAWASP, { vawasp_good_faith: ['no'] }),
    reason: 'vawasp-not-good-faith',
  },
  {
    rule: 'V6',
    when: 'never lived together while married',
    answers: given(VAWASP, { vawasp_lived_together: ['no'] }),
    reason: 'vawa-did-not-live-together',
  },
  {
    rule: 'V8',
    when: 'abuse only abroad',
    answers: given(VAWASP, { vawasp_abuse_in_us: ['no'] }),
    reason: 'vawasp-abuse-outside-us',
  },
  {
    rule: 'V8',
    when: 'abuse abroad by a U.S. government employee',
    answers: given(VAWASP, { vawasp_abuse_in_us: ['government_abroad'] }),
    reason: null,
  },
  {
    rule: 'V9',
    when: 'a good-moral-character problem',
    answers: given(VAWASP, { vawasp_moral_character: ['yes'] }),
    reason: 'vawa-moral-character',
  },
  {
    rule: 'V10',
    when: 'conditional resident or an I-130 through the marriage',
    answers: given(VAWASP, { vawasp_conditional_residence: ['yes'] }),
    reason: 'vawasp-other-path-may-fit',
  },

  // VAWA, abused child.
  {
    rule: 'C3',
    when: 'parent neither citizen nor resident',
    answers: given(SURVIVOR, { harm_situation: ['parent'], vawach_parent_status: ['neither'] }),
    reason: 'vawa-abuser-not-citizen-or-resident',
  },
  {
    rule: 'C3-unsure',
    when: "parent's status unknown",
    answers: given(SURVIVOR, { harm_situation: ['parent'], vawach_parent_status: ['not_sure'] }),
    reason: 'vawa-abuser-status-unknown',
  },
  {
    rule: 'C3-lost',
    when: 'parent lost status',
    answers: given(SURVIVOR, { harm_situation: ['parent'], vawach_parent_status: ['lost_status'] }),
    reason: 'vawach-parent-lost-status',
  },
  {
    rule: 'C4-step',
    when: 'stepparent married after the child turned 18',
    answers: given(VAWACH, { vawach_relationship: ['step'], vawach_step_before_18: ['no'] }),
    reason: 'vawach-relationship-after-18',
  },
  {
    rule: 'C4-step',
    when: 'stepparent married before 18',
    answers: given(VAWACH, { vawach_relationship: ['step'], vawach_step_before_18: ['yes'] }),
    reason: null,
  },
  {
    rule: 'C4-adoptive',
    when: 'adoptive parent',
    answers: given(VAWACH, { vawach_relationship: ['adoptive'] }),
    reason: 'vawach-adoptive-parent',
  },
  {
    rule: 'C1-too-old',
    when: '25 or older',
    answers: given(VAWACH, { vawach_age: ['age_25_or_older'] }),
    reason: 'vawach-too-old',
  },
  {
    rule: 'C1-too-old',
    when: '21 to 24, delay not caused by the abuse',
    answers: given(VAWACH, { vawach_age: ['age_21_to_24'], vawach_delay_due_to_abuse: ['no'] }),
    reason: 'vawach-too-old',
  },
  {
    rule: 'C1-21-to-24',
    when: '21 to 24, delay caused by the abuse',
    answers: given(VAWACH, { vawach_age: ['age_21_to_24'], vawach_delay_due_to_abuse: ['yes'] }),
    reason: 'vawach-age-21-to-24',
  },
  {
    rule: 'C8',
    when: 'under 18',
    answers: given(VAWACH, { vawach_age: ['under_18'] }),
    reason: 'vawach-minor',
  },
  {
    rule: 'C2',
    when: 'married',
    answers: given(VAWACH, { vawach_married: ['yes'] }),
    reason: 'vawach-married',
  },
  {
    rule: 'C5',
    when: 'never lived with the parent',
    answers: given(VAWACH, { vawach_lived_together: ['no'] }),
    reason: 'vawa-did-not-live-together',
  },
  {
    rule: 'C7',
    when: 'a good-moral-character problem',
    answers: given(VAWACH, { vawach_moral_character: ['yes'] }),
    reason: 'vawa-moral-character',
  },

  // T visa.
  {
    rule: 'T1',
    when: 'no recruiting, moving, housing or holding',
    answers: given(SURVIVOR, { harm_situation: ['trafficking'], tvisa_recruited: ['no'] }),
    reason: 'tvisa-no-trafficking',
  },
  {
    rule: 'T2',
    when: 'no force, fraud or coercion',
    answers: given(TVISA, { tvisa_means: ['none'] }),
    reason: 'tvisa-no-trafficking',
  },
  {
    rule: 'T2',
    when: 'paid less than promised while free to leave: fraud alone is not servitude',
    answers: given(TVISA, { tvisa_means: ['fraud'] }),
    reason: 'tvisa-no-trafficking',
  },
  {
    rule: 'T2',
    when: 'fraud together with not being free to leave',
    answers: given(TVISA, { tvisa_means: ['fraud', 'not_free_to_leave'] }),
    reason: null,
  },
  {
    rule: 'T2',
    when: 'fraud together with a debt used to hold someone',
    answers: given(TVISA, { tvisa_means: ['fraud', 'debt'] }),
    reason: null,
  },
  {
    rule: 'T2',
    when: 'a minor in commercial sex needs no force',
    answers: given(TVISA, { tvisa_means: ['minor_sex'] }),
    reason: null,
  },
  {
    rule: 'T3-left',
    when: 'left the U.S. and came back',
    answers: given(TVISA, { tvisa_left_us: ['yes'] }),
    reason: 'tvisa-left-us',
  },
  {
    rule: 'T-presence',
    when: 'not in the U.S. because of the trafficking',
    answers: given(TVISA, { tvisa_presence: ['no'] }),
    reason: 'tvisa-presence-not-due-to-trafficking',
  },
  {
    rule: 'T-presence',
    when: 'not sure about presence',
    answers: given(TVISA, { tvisa_presence: ['not_sure'] }),
    reason: 'tvisa-presence-not-due-to-trafficking',
  },
  {
    rule: 'T4-refused',
    when: 'refused a request, adult, no trauma',
    answers: given(TVISA, { tvisa_helped: ['no'], tvisa_trauma: ['no'] }),
    reason: 'tvisa-refused-to-cooperate',
  },
  {
    rule: 'T4-refused',
    when: 'refused a request because of trauma',
    answers: given(TVISA, { tvisa_helped: ['no'], tvisa_trauma: ['yes'] }),
    reason: null,
  },
  {
    rule: 'T4-refused',
    when: 'under 18 at the time: cooperation excused',
    answers: given(TVISA, { tvisa_under_18: ['yes'], tvisa_reported: undefined, tvisa_helped: undefined }),
    reason: null,
  },
  {
    rule: 'T4-not-reported',
    when: 'never reported, adult, no trauma',
    answers: given(TVISA, { tvisa_reported: ['no'], tvisa_helped: undefined, tvisa_trauma: ['no'] }),
    reason: 'tvisa-not-reported',
  },
  {
    rule: 'T4-not-reported',
    when: 'never reported because of trauma',
    answers: given(TVISA, { tvisa_reported: ['no'], tvisa_helped: undefined, tvisa_trauma: ['yes'] }),
    reason: null,
  },
  {
    rule: 'T6',
    when: 'only economic hardship',
    answers: given(TVISA, { tvisa_hardship: ['economic'] }),
    reason: 'tvisa-no-extreme-hardship',
  },
  {
    rule: 'T6',
    when: 'no hardship',
    answers: given(TVISA, { tvisa_hardship: ['none'] }),
    reason: 'tvisa-no-extreme-hardship',
  },
  {
    rule: 'T7',
    when: 'helped the traffickers, even forced',
    answers: given(TVISA, { tvisa_helped_traffickers: ['yes'] }),
    reason: 'tvisa-trafficker-bar',
  },
  {
    rule: 'T8',
    when: 'entered without inspection or used false papers',
    answers: given(TVISA, { tvisa_admissibility: ['yes'] }),
    reason: 'tvisa-admissibility',
  },
];

describe('outcome rules', () => {
  it.each(CASES)('$rule: $when', ({ answers, reason }) => {
    const outcome = decideEligibility(answers, TODAY);
    if (reason === null) expect(outcome.outcome).toBe('eligible');
    else expect(outcome).toEqual({ outcome: 'not-eligible', reasons: [reason] });
  });

  it('has at least one case for every rule', () => {
    const tested = new Set(CASES.map((testCase) => testCase.rule));
    for (const rule of OUTCOME_RULES) expect(tested.has(rule.id), rule.id).toBe(true);
    expect(new Set(OUTCOME_RULES.map((rule) => rule.id)).size).toBe(OUTCOME_RULES.length);
  });
});

describe('decideEligibility', () => {
  it.each([
    ['asylum', ASYLUM],
    ['vawasp', VAWASP],
    ['vawach', VAWACH],
    ['tvisa', TVISA],
  ] as const)('finds %s alone eligible on its baseline answers', (strategy, answers) => {
    expect(decideEligibility(answers, TODAY)).toEqual({ outcome: 'eligible', strategies: [strategy] });
  });

  it('keeps every case type that passes, in the fixed order', () => {
    const answers = {
      ...TVISA,
      ...VAWASP,
      ...ASYLUM,
      harm_situation: ['spouse', 'trafficking'],
    };
    expect(decideEligibility(answers, TODAY)).toEqual({
      outcome: 'eligible',
      strategies: ['asylum', 'vawasp', 'tvisa'],
    });
  });

  it('drops only the case type a rule removes and keeps the others', () => {
    const answers = {
      ...TVISA,
      ...ASYLUM,
      harm_situation: ['trafficking'],
      asylum_armed_groups: ['yes'],
    };
    expect(decideEligibility(answers, TODAY)).toEqual({ outcome: 'eligible', strategies: ['tvisa'] });
  });

  it('reports the reasons of every case type when all are removed', () => {
    const answers = {
      ...TVISA,
      ...ASYLUM,
      harm_situation: ['trafficking'],
      asylum_armed_groups: ['yes'],
      tvisa_left_us: ['yes'],
    };
    expect(decideEligibility(answers, TODAY)).toEqual({
      outcome: 'not-eligible',
      reasons: ['asylum-armed-group', 'tvisa-left-us'],
    });
  });

  it('lets a screening stop win over any case type', () => {
    const answers = { ...ASYLUM, arrests: ['yes'] };
    expect(decideEligibility(answers, TODAY)).toEqual({
      outcome: 'not-eligible',
      reasons: ['criminal-history'],
    });
  });

  it('says no situation applies when every situation was answered no', () => {
    const answers = { ...SCREENED, fear_situation: ['none'], harm_situation: ['none'] };
    expect(decideEligibility(answers, TODAY)).toEqual({
      outcome: 'not-eligible',
      reasons: ['no-qualifying-situation'],
    });
  });

  it('never finds anyone eligible on missing answers', () => {
    expect(decideEligibility({}, TODAY)).toEqual({
      outcome: 'not-eligible',
      reasons: ['answers-incomplete'],
    });
    expect(decideEligibility(given(ASYLUM, { asylum_border_entry: undefined }), TODAY)).toEqual({
      outcome: 'not-eligible',
      reasons: ['answers-incomplete'],
    });
    expect(decideEligibility(given(ASYLUM, { fear_situation: undefined }), TODAY)).toEqual({
      outcome: 'not-eligible',
      reasons: ['answers-incomplete'],
    });
  });

  it('ignores a date that is not a real day', () => {
    const answers = given(ASYLUM, { last_arrival_date: '2026-02-30' });
    expect(decideEligibility(answers, TODAY)).toEqual({
      outcome: 'not-eligible',
      reasons: ['answers-incomplete'],
    });
  });

  it('counts deadlines on calendar days, 29 February included', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2025-11-21', 2)).toBe('2027-11-21');
  });
});

describe('reasons', () => {
  it('have short English and Spanish texts and a kind', () => {
    for (const key of REASON_KEYS) {
      const reason = REASONS[key];
      expect(reason.en.trim(), key).not.toBe('');
      expect(reason.es.trim(), key).not.toBe('');
      expect(reason.en.length, key).toBeLessThan(200);
      expect(['stop', 'refer']).toContain(reason.kind);
    }
  });

  it('are each used by a rule or by the decision itself, or kept only for outcomes already stored', () => {
    const used = new Set<string>([
      ...OUTCOME_RULES.map((rule) => rule.reason),
      'no-qualifying-situation',
      'answers-incomplete',
      // The questions behind these are asked once, earlier: presence first, the abuse in its situation.
      'asylum-not-in-us',
      'tvisa-not-in-us',
      'vawa-no-abuse',
    ]);
    for (const key of REASON_KEYS) expect(used.has(key), key).toBe(true);
  });
});
