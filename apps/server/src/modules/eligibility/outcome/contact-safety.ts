import type { AnswersByName } from './answers';
import { answerReader } from './answers';

/** How Camino may contact a survivor, from the eligibility answers; notifications must honour it. */
export interface ContactSafety {
  readonly textMessages: boolean;
  readonly email: boolean;
  /** The safe mailing address, when the applicant gave one. */
  readonly mailingAddress: {
    readonly inCareOf?: string;
    readonly street: string;
    readonly unit?: string;
    readonly city: string;
    readonly state: string;
    readonly zip: string;
  } | null;
}

/**
 * Reads the safe-contact answers. Only "yes" allows a channel the applicant was asked about
 * ("not sure" does not); people never asked (no abuse or trafficking) keep every channel.
 */
export function readContactSafety(answers: AnswersByName): ContactSafety {
  const a = answerReader(answers);
  const asked = a.chose('harm_situation', 'yes') === true;
  const allowed = (question: 'safe_to_text' | 'safe_to_email'): boolean =>
    asked ? a.chose(question, 'yes') === true : true;
  const street = a.text('safe_address_street');
  const city = a.text('safe_address_city');
  const state = a.text('safe_address_state');
  const zip = a.text('safe_address_zip');
  const inCareOf = a.text('safe_address_in_care_of');
  const unit = a.text('safe_address_unit');
  const complete =
    a.chose('safe_mailing_address', 'yes') === true &&
    street !== undefined &&
    city !== undefined &&
    state !== undefined &&
    zip !== undefined;
  return {
    textMessages: allowed('safe_to_text'),
    email: allowed('safe_to_email'),
    mailingAddress: complete
      ? { street, city, state, zip, ...(inCareOf ? { inCareOf } : {}), ...(unit ? { unit } : {}) }
      : null,
  };
}
