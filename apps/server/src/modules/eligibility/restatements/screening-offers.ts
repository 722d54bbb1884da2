/**
 * What the eligibility answers already tell a legal questionnaire: the legal question that asks a fact
 * again is offered the screening answer, for the applicant to confirm or correct. A value is offered
 * only where the two questions ask the same thing; "not sure" offers nothing.
 */
import type { Strategy } from '@camino/contracts';
import type { AnswersByName } from '../outcome/answers';
import { answerReader } from '../outcome/answers';
import { LAST_ARRIVAL } from './restatements';

/** A legal answer (`section.question`, a loop item as `#n`) offered from a screening answer. */
export interface ScreeningOffer {
  readonly key: string;
  /** A date, or the option id the legal question stores. */
  readonly value: string;
}

/** The legal answers each case type's questionnaire is offered from the eligibility answers. */
export function screeningOffers(strategy: Strategy, screening: AnswersByName): ScreeningOffer[] {
  const a = answerReader(screening);
  const offers: ScreeningOffer[] = [];
  const offer = (key: string, value: string | undefined) => {
    if (value !== undefined) offers.push({ key, value });
  };
  /** The same yes or no, when the screener got one. */
  const same = (key: string, question: Parameters<typeof a.chose>[0]) =>
    offer(key, a.chose(question, 'yes') ? 'yes' : a.chose(question, 'no') ? 'no' : undefined);

  const arrival = a.date('last_arrival_date');
  const { key, loop } = LAST_ARRIVAL[strategy];
  offer(loop ? `${key}#1` : key, arrival);

  if (strategy === 'vawasp' || strategy === 'vawach') {
    same('background.removal_proceedings', 'in_removal_proceedings');
    same('background.arrests', 'arrests');
    same('contact.email_ok', 'safe_to_email');
    same('contact.text_ok', 'safe_to_text');
  }
  if (strategy === 'tvisa') {
    same('admissibility.proceedings_pending', 'in_removal_proceedings');
    if (a.chose('prior_removal_order', 'no')) {
      for (const question of ['removal_order', 'removed', 'proceedings_ever'])
        offer(`admissibility.${question}`, 'no');
    }
    if (a.chose('arrests', 'no')) {
      for (const question of ['charged', 'convicted', 'jail']) offer(`admissibility.${question}`, 'no');
    }
    if (a.chose('prior_filing', 'no')) offer('signature.filed_before', 'no');
    same('trafficking.victim', 'tvisa_recruited');
    same('trafficking.under_18', 'tvisa_under_18');
    same('trafficking.present', 'tvisa_presence');
    same('law_enforcement.reported', 'tvisa_reported');
    same('law_enforcement.cooperated', 'tvisa_helped');
    if (a.chose('tvisa_trauma', 'yes')) offer('law_enforcement.excused', 'trauma');
    const harms = a.options('tvisa_hardship');
    if (harms !== undefined) offer('hardship.fears', harms.includes('none') ? 'no' : 'yes');
  }
  if (strategy === 'vawasp') vawaSpouseOffers(a, offer);
  if (strategy === 'vawach') {
    offer('relationship.parent_relationship', a.options('vawach_relationship')?.[0]);
    if (a.chose('vawach_relationship', 'biological') || a.chose('vawach_step_before_18', 'yes'))
      offer('relationship.became_family_before_18', 'yes');
    const age = a.options('vawach_age')?.[0];
    if (age !== undefined)
      offer('relationship.age_delay', age === 'age_21_to_24' || age === 'age_25_or_older' ? 'yes' : 'no');
    same('relationship.delay_caused_by_abuse', 'vawach_delay_due_to_abuse');
    if (a.chose('vawach_parent_status', 'permanent_resident')) offer('abuser.abuser_status', 'lpr');
  }
  return offers;
}

/** A VAWA spouse's marriage, as the screener told it, for the questions that ask it again. */
function vawaSpouseOffers(
  a: ReturnType<typeof answerReader>,
  offer: (key: string, value: string | undefined) => void,
): void {
  const still = a.chose('vawasp_still_married', 'yes');
  const divorced = a.chose('vawasp_still_married', 'no') && a.chose('vawasp_divorced', 'yes');
  const widowed = a.chose('vawasp_still_married', 'no') && a.chose('vawasp_spouse_died', 'yes');
  const remarried = a.chose('vawasp_remarried', 'yes');
  if (still) {
    offer('relationship.marriage_now', 'married');
    offer('about_you.marital_status', 'married');
    offer('abuser.abuser_alive', 'yes');
  }
  if (divorced) {
    offer('relationship.marriage_now', 'divorced');
    offer('relationship.marriage_end_date', a.date('vawasp_divorce_date'));
  }
  if (widowed) {
    offer('relationship.marriage_now', 'widowed');
    offer('relationship.marriage_end_date', a.date('vawasp_death_date'));
    offer('abuser.abuser_alive', 'no');
    offer('abuser.abuser_death', a.date('vawasp_death_date'));
  }
  if (divorced || widowed) {
    offer('relationship.remarried', remarried ? 'yes' : a.chose('vawasp_remarried', 'no') ? 'no' : undefined);
    offer('about_you.marital_status', remarried ? 'married' : divorced ? 'divorced' : 'widowed');
  }
  if (a.chose('vawasp_abuser_status', 'permanent_resident')) offer('abuser.abuser_status', 'lpr');
  if (a.chose('vawasp_abuse_in_us', 'yes')) offer('abuse.abuse_in_us', 'yes');
  if (a.chose('vawasp_abuse_in_us', 'government_abroad')) {
    offer('abuse.abuse_in_us', 'no');
    offer('abuse.abroad_government', 'yes');
  }
}
