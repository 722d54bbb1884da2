import type { ReasonKey, Strategy } from '@camino/contracts';
import type { AnswerReader } from './answers';
import { windowPassed } from './answers';

/**
 * One outcome rule. `fires` returns true when the rule applies, false when it does not, and
 * undefined when an answer it needs is missing (a missing answer never makes anyone eligible).
 */
export interface OutcomeRule {
  /** Stable id, cited by the ADR and the tests. */
  readonly id: string;
  /** `all`: the whole outcome is not eligible. A strategy: only that case type is removed. */
  readonly scope: 'all' | Strategy;
  readonly reason: ReasonKey;
  readonly fires: (answers: AnswerReader, today: string) => boolean | undefined;
}

/** Three-valued "and": false wins, then undefined. */
const and = (...values: (boolean | undefined)[]): boolean | undefined =>
  values.includes(false) ? false : values.includes(undefined) ? undefined : true;
/** Three-valued "or": true wins, then undefined. */
const or = (...values: (boolean | undefined)[]): boolean | undefined =>
  values.includes(true) ? true : values.includes(undefined) ? undefined : false;
/** True when a window that started on `day` is over; undefined without the date. */
const passed = (day: string | undefined, years: number, today: string): boolean | undefined =>
  day === undefined ? undefined : windowPassed(day, years, today);
const not = (value: boolean | undefined): boolean | undefined => (value === undefined ? undefined : !value);

/**
 * The situation questions that put a case type on the table: one for asylum, one for abuse and
 * trafficking, each asked once.
 */
export const SELECTED: Record<Strategy, (answers: AnswerReader) => boolean | undefined> = {
  asylum: (a) => or(a.chose('fear_situation', 'past_harm'), a.chose('fear_situation', 'fear_future')),
  vawasp: (a) => a.chose('harm_situation', 'spouse'),
  vawach: (a) => a.chose('harm_situation', 'parent'),
  tvisa: (a) => a.chose('harm_situation', 'trafficking'),
};

const PROTECTED_GROUNDS = ['race', 'religion', 'nationality', 'political_opinion', 'social_group'] as const;
const REAL_HARDSHIP = ['retaliation', 'care', 'no_protection', 'justice', 'stigma'] as const;
/**
 * What makes labour or sex trafficking servitude. A lie about the job or the pay ("fraud") counts only
 * together with one of these: paid less than promised but free to leave is not trafficking.
 */
const SERVITUDE_MEANS = ['force', 'threats', 'debt', 'documents', 'not_free_to_leave', 'minor_sex'] as const;

/** Late for asylum: the arrival date is more than a year ago (computed, never asked). */
const asylumLate = (a: AnswerReader, today: string): boolean | undefined =>
  passed(a.date('last_arrival_date'), 1, today);

/** How a VAWA spouse's marriage stands; each is false, not unknown, on the branches not taken. */
const marriageEnded = (a: AnswerReader) => a.chose('vawasp_still_married', 'no');
const divorcedPath = (a: AnswerReader) => and(marriageEnded(a), a.chose('vawasp_divorced', 'yes'));
const widowedPath = (a: AnswerReader) =>
  and(marriageEnded(a), a.chose('vawasp_divorced', 'no'), a.chose('vawasp_spouse_died', 'yes'));
const endedOtherwise = (a: AnswerReader) =>
  and(marriageEnded(a), a.chose('vawasp_divorced', 'no'), a.chose('vawasp_spouse_died', 'no'));

/** Every outcome rule, in the order reasons are reported. */
export const OUTCOME_RULES: readonly OutcomeRule[] = [
  // Screening, for every case type.
  {
    // Asylum (A2) and the T visa (T3) need presence; a VAWA petition from abroad needs a lawyer.
    id: 'X0',
    scope: 'all',
    reason: 'not-in-us',
    fires: (a) => not(a.chose('in_us_now', 'yes')),
  },
  {
    id: 'X1',
    scope: 'all',
    reason: 'in-removal-proceedings',
    fires: (a) => not(a.chose('in_removal_proceedings', 'no')),
  },
  {
    id: 'X2',
    scope: 'all',
    reason: 'prior-removal-order',
    fires: (a) => not(a.chose('prior_removal_order', 'no')),
  },
  {
    id: 'X3',
    scope: 'all',
    reason: 'criminal-history',
    // An arrest with no reason on record (answered before the question existed) still counts.
    fires: (a) => (a.chose('arrest_reason', 'persecution') ? false : not(a.chose('arrests', 'no'))),
  },
  {
    id: 'X3-persecution',
    scope: 'all',
    reason: 'arrest-as-persecution',
    fires: (a) => (a.chose('arrests', 'no') ? false : a.chose('arrest_reason', 'persecution')),
  },
  ...(['asylum', 'vawasp', 'vawach', 'tvisa'] as const).map((strategy): OutcomeRule => ({
    id: `X4-${strategy}`,
    scope: strategy,
    reason: 'prior-filing',
    fires: (a) => {
      if (a.chose('prior_filing', 'no')) return false;
      const kind = strategy === 'vawasp' || strategy === 'vawach' ? 'vawa' : strategy;
      return and(a.chose('prior_filing', 'yes'), a.chose('prior_filing_kinds', kind));
    },
  })),

  // Asylum.
  {
    id: 'A5',
    scope: 'asylum',
    reason: 'asylum-no-protected-ground',
    fires: (a) => {
      const grounds = a.options('asylum_grounds');
      return grounds === undefined
        ? undefined
        : !grounds.some((ground) => (PROTECTED_GROUNDS as readonly string[]).includes(ground));
    },
  },
  {
    id: 'A4',
    scope: 'asylum',
    reason: 'asylum-deadline-passed-no-exception',
    // A late applicant who was never asked about exceptions has claimed none.
    fires: (a, today) => and(asylumLate(a, today), a.chose('asylum_exception', 'yes') !== true),
  },
  {
    id: 'A4-reasonable-period',
    scope: 'asylum',
    reason: 'asylum-exception-not-recent',
    fires: (a, today) =>
      and(asylumLate(a, today), a.chose('asylum_exception', 'yes'), a.chose('asylum_exception_recent', 'no')),
  },
  {
    id: 'A6',
    scope: 'asylum',
    reason: 'asylum-persecutor-bar',
    fires: (a) => not(a.chose('asylum_harmed_others', 'no')),
  },
  {
    id: 'A8',
    scope: 'asylum',
    reason: 'asylum-armed-group',
    fires: (a) => not(a.chose('asylum_armed_groups', 'no')),
  },
  {
    id: 'A9',
    scope: 'asylum',
    reason: 'asylum-firm-resettlement',
    fires: (a) => not(a.chose('asylum_other_country_status', 'no')),
  },
  {
    id: 'A11',
    scope: 'asylum',
    reason: 'asylum-border-entry',
    fires: (a) => not(a.chose('asylum_border_entry', 'no')),
  },

  // VAWA, abused spouse.
  {
    id: 'V1',
    scope: 'vawasp',
    reason: 'vawa-abuser-not-citizen-or-resident',
    fires: (a) => a.chose('vawasp_abuser_status', 'neither'),
  },
  {
    id: 'V1-unsure',
    scope: 'vawasp',
    reason: 'vawa-abuser-status-unknown',
    fires: (a) => a.chose('vawasp_abuser_status', 'not_sure'),
  },
  {
    id: 'V3',
    scope: 'vawasp',
    reason: 'vawasp-abuser-lost-status',
    fires: (a, today) => {
      if (a.chose('vawasp_abuser_lost_status', 'no')) return false;
      return and(
        a.chose('vawasp_abuser_lost_status', 'yes'),
        or(passed(a.date('vawasp_status_loss_date'), 2, today), not(a.chose('vawasp_status_loss_dv', 'yes'))),
      );
    },
  },
  {
    id: 'V2-window',
    scope: 'vawasp',
    reason: 'vawasp-marriage-ended-over-two-years',
    fires: (a, today) =>
      or(
        and(divorcedPath(a), passed(a.date('vawasp_divorce_date'), 2, today)),
        and(widowedPath(a), passed(a.date('vawasp_death_date'), 2, today)),
      ),
  },
  {
    id: 'V2-death',
    scope: 'vawasp',
    reason: 'vawasp-resident-spouse-died',
    fires: (a) => and(widowedPath(a), not(a.chose('vawasp_abuser_status', 'us_citizen'))),
  },
  {
    id: 'V2-divorce',
    scope: 'vawasp',
    reason: 'vawasp-divorce-not-linked-to-abuse',
    fires: (a) => and(divorcedPath(a), not(a.chose('vawasp_divorce_abuse_link', 'yes'))),
  },
  { id: 'V2-other', scope: 'vawasp', reason: 'vawasp-marriage-ended-other-way', fires: endedOtherwise },
  {
    id: 'V4',
    scope: 'vawasp',
    reason: 'vawasp-remarried',
    fires: (a) => and(marriageEnded(a), a.chose('vawasp_remarried', 'yes')),
  },
  {
    id: 'V5',
    scope: 'vawasp',
    reason: 'vawasp-not-good-faith',
    fires: (a) => a.chose('vawasp_good_faith', 'no'),
  },
  {
    id: 'V6',
    scope: 'vawasp',
    reason: 'vawa-did-not-live-together',
    fires: (a) => a.chose('vawasp_lived_together', 'no'),
  },
  {
    id: 'V8',
    scope: 'vawasp',
    reason: 'vawasp-abuse-outside-us',
    fires: (a) => a.chose('vawasp_abuse_in_us', 'no'),
  },
  {
    id: 'V9',
    scope: 'vawasp',
    reason: 'vawa-moral-character',
    fires: (a) => not(a.chose('vawasp_moral_character', 'no')),
  },
  {
    id: 'V10',
    scope: 'vawasp',
    reason: 'vawasp-other-path-may-fit',
    fires: (a) => not(a.chose('vawasp_conditional_residence', 'no')),
  },

  // VAWA, abused child.
  {
    id: 'C3',
    scope: 'vawach',
    reason: 'vawa-abuser-not-citizen-or-resident',
    fires: (a) => a.chose('vawach_parent_status', 'neither'),
  },
  {
    id: 'C3-unsure',
    scope: 'vawach',
    reason: 'vawa-abuser-status-unknown',
    fires: (a) => a.chose('vawach_parent_status', 'not_sure'),
  },
  {
    id: 'C3-lost',
    scope: 'vawach',
    reason: 'vawach-parent-lost-status',
    fires: (a) => a.chose('vawach_parent_status', 'lost_status'),
  },
  {
    id: 'C4-step',
    scope: 'vawach',
    reason: 'vawach-relationship-after-18',
    fires: (a) => and(a.chose('vawach_relationship', 'step'), a.chose('vawach_step_before_18', 'no')),
  },
  {
    id: 'C4-adoptive',
    scope: 'vawach',
    reason: 'vawach-adoptive-parent',
    fires: (a) => a.chose('vawach_relationship', 'adoptive'),
  },
  {
    id: 'C1-too-old',
    scope: 'vawach',
    reason: 'vawach-too-old',
    fires: (a) =>
      or(
        a.chose('vawach_age', 'age_25_or_older'),
        and(a.chose('vawach_age', 'age_21_to_24'), a.chose('vawach_delay_due_to_abuse', 'no')),
      ),
  },
  {
    id: 'C1-21-to-24',
    scope: 'vawach',
    reason: 'vawach-age-21-to-24',
    fires: (a) => and(a.chose('vawach_age', 'age_21_to_24'), a.chose('vawach_delay_due_to_abuse', 'yes')),
  },
  { id: 'C8', scope: 'vawach', reason: 'vawach-minor', fires: (a) => a.chose('vawach_age', 'under_18') },
  { id: 'C2', scope: 'vawach', reason: 'vawach-married', fires: (a) => not(a.chose('vawach_married', 'no')) },
  {
    id: 'C5',
    scope: 'vawach',
    reason: 'vawa-did-not-live-together',
    fires: (a) => a.chose('vawach_lived_together', 'no'),
  },
  {
    id: 'C7',
    scope: 'vawach',
    reason: 'vawa-moral-character',
    fires: (a) => not(a.chose('vawach_moral_character', 'no')),
  },

  // T visa.
  {
    id: 'T1',
    scope: 'tvisa',
    reason: 'tvisa-no-trafficking',
    fires: (a) => a.chose('tvisa_recruited', 'no'),
  },
  {
    id: 'T2',
    scope: 'tvisa',
    reason: 'tvisa-no-trafficking',
    fires: (a) => {
      const means = a.options('tvisa_means');
      return means === undefined
        ? undefined
        : !means.some((option) => (SERVITUDE_MEANS as readonly string[]).includes(option));
    },
  },
  {
    id: 'T3-left',
    scope: 'tvisa',
    reason: 'tvisa-left-us',
    fires: (a) => not(a.chose('tvisa_left_us', 'no')),
  },
  {
    id: 'T-presence',
    scope: 'tvisa',
    reason: 'tvisa-presence-not-due-to-trafficking',
    fires: (a) => not(a.chose('tvisa_presence', 'yes')),
  },
  {
    id: 'T4-refused',
    scope: 'tvisa',
    reason: 'tvisa-refused-to-cooperate',
    fires: (a) =>
      a.chose('tvisa_under_18', 'yes')
        ? false
        : and(
            a.chose('tvisa_reported', 'yes'),
            a.chose('tvisa_helped', 'no'),
            not(a.chose('tvisa_trauma', 'yes')),
          ),
  },
  {
    id: 'T4-not-reported',
    scope: 'tvisa',
    reason: 'tvisa-not-reported',
    fires: (a) =>
      a.chose('tvisa_under_18', 'yes')
        ? false
        : and(a.chose('tvisa_reported', 'no'), not(a.chose('tvisa_trauma', 'yes'))),
  },
  {
    id: 'T6',
    scope: 'tvisa',
    reason: 'tvisa-no-extreme-hardship',
    fires: (a) => {
      const harms = a.options('tvisa_hardship');
      return harms === undefined
        ? undefined
        : !harms.some((harm) => (REAL_HARDSHIP as readonly string[]).includes(harm));
    },
  },
  {
    id: 'T7',
    scope: 'tvisa',
    reason: 'tvisa-trafficker-bar',
    fires: (a) => not(a.chose('tvisa_helped_traffickers', 'no')),
  },
  {
    id: 'T8',
    scope: 'tvisa',
    reason: 'tvisa-admissibility',
    fires: (a) => not(a.chose('tvisa_admissibility', 'no')),
  },
];
