import type { SafeMailingAddress } from '@camino/contracts';
import type { AnswersByName } from './answers';
import { answerReader } from './answers';

/** How Camino may contact a survivor, from the eligibility answers; notifications must honour it. */
export interface ContactSafety {
  readonly textMessages: boolean;
  readonly email: boolean;
  /** Letters to where the applicant lives; when false a safe mailing address is asked after the outcome. */
  readonly mail: boolean;
  /**
   * The safe mailing address. The screener never asks it (it is asked once the person is eligible,
   * or set from the profile), so the screener's answers always leave it empty.
   */
  readonly mailingAddress: SafeMailingAddress | null;
}

/**
 * Reads the safe-contact answers. Only "yes" allows a channel the applicant was asked about
 * ("not sure" does not); people never asked (no abuse or trafficking) keep every channel.
 */
export function readContactSafety(answers: AnswersByName): ContactSafety {
  const a = answerReader(answers);
  const situations = a.options('harm_situation') ?? [];
  const asked = situations.some((situation) => situation !== 'none');
  const allowed = (question: 'safe_to_text' | 'safe_to_email' | 'safe_to_mail'): boolean =>
    asked ? a.chose(question, 'yes') === true : true;
  return {
    textMessages: allowed('safe_to_text'),
    email: allowed('safe_to_email'),
    mail: allowed('safe_to_mail'),
    mailingAddress: null,
  };
}
