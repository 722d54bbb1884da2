import type { FormValues } from './form-values';
import { readValue } from './form-values';
import type { SafeAddress } from '../accounts';

/** What the applicant gave Camino for USCIS to reach them, besides the legal answers. */
export interface ContactFacts {
  /** The safe mailing address from the eligibility answers, when one was given. */
  readonly safeAddress: SafeAddress | null;
  /** Whether the applicant said email and text messages are safe (eligibility answers). */
  readonly channels: { readonly email: boolean; readonly textMessages: boolean };
  readonly email?: string | null;
  readonly phone?: string | null;
}

const PARTS = [
  'in_care_of',
  'street',
  'apartment',
  'unit_type',
  'city',
  'state',
  'zip',
  'province',
  'postal_code',
  'country',
];

type Address = Partial<Record<(typeof PARTS)[number], string>>;

/** The safe address the legal questionnaire asked for (mailing_same = no), if answered. */
function answeredSafeAddress(values: FormValues): Address | null {
  if (readValue(values, 'about_you.mailing_same') !== 'no') return null;
  const address: Address = {};
  for (const part of PARTS) {
    const value = readValue(values, `about_you.mail_${part}`);
    if (value !== undefined) address[part] = value;
  }
  return address.street === undefined ? null : address;
}

function fromAccount(address: SafeAddress): Address {
  return {
    ...(address.inCareOf ? { in_care_of: address.inCareOf } : {}),
    street: address.street,
    ...(address.unit ? { apartment: address.unit } : {}),
    city: address.city,
    state: address.state,
    zip: address.zip,
  };
}

function homeAddress(values: FormValues): Address {
  const address: Address = {};
  for (const part of ['street', 'apartment', 'unit_type', 'city', 'state', 'zip'])
    if (readValue(values, `about_you.${part}`) !== undefined)
      address[part] = readValue(values, `about_you.${part}`);
  return address;
}

function setAddress(values: Map<string, string>, prefix: string, address: Address): void {
  for (const part of PARTS) {
    const value = address[part];
    if (value !== undefined) values.set(`${prefix}.${part}`, value);
  }
  // The box the applicant named (Apt., Ste. or Flr.); an apartment when a number came without one.
  if (address.apartment !== undefined) values.set(`${prefix}.unit`, address.unit_type ?? 'apt');
}

/**
 * Where USCIS writes to (8 U.S.C. 1367): `computed.safe_address.*` is the safe mailing address (the
 * one given in the legal questionnaire, else the one given at eligibility), and
 * `computed.notice_address.*` is that address, or the home address when there is no safe one. Every
 * notice or mailing field of a VAWA or T visa form reads one of these; only an item that asks where the
 * applicant lives reads the home address. `computed.safe_email` and `computed.safe_mobile_phone` hold
 * a channel only when the eligibility answers allowed it and, where the questionnaire asks, the
 * applicant said USCIS may use it.
 */
export function computeNoticeContact(values: Map<string, string>, contact: ContactFacts | undefined): void {
  const safe =
    answeredSafeAddress(values) ?? (contact?.safeAddress ? fromAccount(contact.safeAddress) : null);
  if (safe !== null) setAddress(values, 'computed.safe_address', safe);
  setAddress(values, 'computed.notice_address', safe ?? homeAddress(values));
  values.set('computed.notice_is_home', safe === null ? 'yes' : 'no');

  const emailAnswer = readValue(values, 'contact.email_ok');
  const textAnswer = readValue(values, 'contact.text_ok');
  const channels = contact?.channels ?? { email: false, textMessages: false };
  if (channels.email && emailAnswer !== 'no') {
    const email = readValue(values, 'contact.email') ?? (emailAnswer === 'yes' ? undefined : contact?.email);
    if (email) values.set('computed.safe_email', email);
  }
  if (channels.textMessages && textAnswer !== 'no') {
    const phone =
      readValue(values, 'contact.mobile_phone') ?? (textAnswer === 'yes' ? undefined : contact?.phone);
    if (phone) values.set('computed.safe_mobile_phone', phone);
  }
}

/** The address USCIS writes to, as the review prints it: c/o, street and unit, city, state and ZIP. */
export function noticeAddressLines(values: FormValues): string[] {
  const part = (name: string): string | undefined => readValue(values, `computed.notice_address.${name}`);
  const inCareOf = part('in_care_of');
  const street = [part('street'), part('apartment')].filter((item) => item !== undefined).join(' ');
  const city = [part('city'), [part('state'), part('zip')].filter((item) => item !== undefined).join(' ')]
    .filter((item) => item !== undefined && item !== '')
    .join(', ');
  return [...(inCareOf === undefined ? [] : [`c/o ${inCareOf}`]), street, city].filter((line) => line !== '');
}
