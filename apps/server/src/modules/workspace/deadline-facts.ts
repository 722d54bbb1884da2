/**
 * The dates a filing deadline depends on, read from what the applicant already told us: the
 * eligibility answers as the legal answers restate them (last arrival; divorce, death or loss of
 * status of a VAWA spouse's abuser; whether the abuse delayed a VAWA child's filing) and the date of
 * birth (the legal answer, else My profile).
 */
import type { DeadlineFacts } from '@camino/contracts';
import type { AnswersByName } from '../eligibility';

function text(answers: AnswersByName, name: string): string | undefined {
  const value = answers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** true / false for a yes-no question, undefined while it is unanswered. */
function yesNo(answers: AnswersByName, name: string): boolean | undefined {
  const value = answers[name];
  const options = typeof value === 'string' ? [value] : (value ?? []);
  if (options.includes('yes')) return true;
  if (options.includes('no')) return false;
  return undefined;
}

/** Only answered facts are set: a missing one makes the deadline `unknown`, never a guess. */
export function deadlineFactsOf(answers: AnswersByName | null, dateOfBirth: string | null): DeadlineFacts {
  const facts: Record<string, string | boolean> = {};
  const set = (key: keyof DeadlineFacts, value: string | boolean | undefined) => {
    if (value !== undefined) facts[key] = value;
  };
  if (answers) {
    set('lastArrivalDate', text(answers, 'last_arrival_date'));
    set('stillMarried', yesNo(answers, 'vawasp_still_married'));
    set('divorceDate', text(answers, 'vawasp_divorce_date'));
    set('abuserDeathDate', text(answers, 'vawasp_death_date'));
    set('abuserStatusLossDate', text(answers, 'vawasp_status_loss_date'));
    set('abuseCausedDelay', yesNo(answers, 'vawach_delay_due_to_abuse'));
  }
  set('dateOfBirth', dateOfBirth ?? undefined);
  return facts as DeadlineFacts;
}
