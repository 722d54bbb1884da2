/**
 * Every question of content/questionnaires/eligibility.yaml the outcome rules read, with the option
 * ids they may compare against. A test checks this table against the YAML, so a renamed question or
 * option breaks a test instead of silently changing an outcome.
 */
const YES_NO = ['yes', 'no'] as const;
const YES_UNSURE_NO = ['yes', 'not_sure', 'no'] as const;
const SAFE = ['yes', 'no', 'not_sure'] as const;
const ABUSER_STATUS = ['us_citizen', 'permanent_resident', 'neither', 'not_sure'] as const;
const MORAL = YES_NO;
/** A DATEPICKER or a text field: read as text, no options. */
const INPUT = [] as const;

export const ELIGIBILITY_QUESTIONS = {
  in_us_now: YES_NO,
  in_removal_proceedings: YES_UNSURE_NO,
  prior_removal_order: YES_UNSURE_NO,
  arrests: YES_NO,
  arrest_reason: ['persecution', 'crime', 'not_sure'],
  prior_filing: YES_NO,
  prior_filing_kinds: ['asylum', 'vawa', 'tvisa'],

  fear_situation: ['past_harm', 'fear_future', 'none'],
  asylum_grounds: ['race', 'religion', 'nationality', 'political_opinion', 'social_group', 'other_reason'],
  last_arrival_date: INPUT,
  asylum_exception: YES_NO,
  asylum_exception_recent: YES_NO,
  asylum_harmed_others: YES_NO,
  asylum_armed_groups: YES_NO,
  asylum_other_country_status: YES_NO,
  asylum_border_entry: YES_UNSURE_NO,

  harm_situation: ['spouse', 'parent', 'trafficking', 'none'],
  safe_to_text: SAFE,
  safe_to_email: SAFE,
  safe_to_mail: SAFE,

  vawasp_abuser_status: ABUSER_STATUS,
  vawasp_abuser_lost_status: YES_NO,
  vawasp_status_loss_date: INPUT,
  vawasp_status_loss_dv: YES_UNSURE_NO,
  vawasp_still_married: YES_NO,
  vawasp_divorced: YES_NO,
  vawasp_divorce_date: INPUT,
  vawasp_divorce_abuse_link: YES_UNSURE_NO,
  vawasp_spouse_died: YES_NO,
  vawasp_death_date: INPUT,
  vawasp_remarried: YES_NO,
  vawasp_good_faith: YES_NO,
  vawasp_lived_together: YES_NO,
  vawasp_abuse_in_us: ['yes', 'government_abroad', 'no'],
  vawasp_conditional_residence: YES_UNSURE_NO,
  vawasp_moral_character: MORAL,

  vawach_parent_status: ['us_citizen', 'permanent_resident', 'lost_status', 'neither', 'not_sure'],
  vawach_relationship: ['biological', 'step', 'adoptive'],
  vawach_step_before_18: YES_NO,
  vawach_age: ['under_18', 'age_18_to_20', 'age_21_to_24', 'age_25_or_older'],
  vawach_delay_due_to_abuse: YES_NO,
  vawach_married: YES_NO,
  vawach_lived_together: YES_NO,
  vawach_moral_character: MORAL,

  tvisa_recruited: YES_NO,
  tvisa_means: ['force', 'threats', 'debt', 'documents', 'not_free_to_leave', 'minor_sex', 'fraud', 'none'],
  tvisa_left_us: YES_NO,
  tvisa_presence: YES_UNSURE_NO,
  tvisa_under_18: YES_NO,
  tvisa_reported: YES_NO,
  tvisa_helped: YES_NO,
  tvisa_trauma: YES_UNSURE_NO,
  tvisa_hardship: ['retaliation', 'care', 'no_protection', 'justice', 'stigma', 'economic', 'none'],
  tvisa_helped_traffickers: YES_NO,
  tvisa_admissibility: YES_NO,
} as const satisfies Record<string, readonly string[]>;

export type QuestionName = keyof typeof ELIGIBILITY_QUESTIONS;
/** Option ids of a choice question the rules read. */
export type OptionOf<Q extends QuestionName> = (typeof ELIGIBILITY_QUESTIONS)[Q][number];
