/**
 * What the case already knows for each legal question, and where the applicant said it: a fact given
 * once (at the eligibility check, on the family members' screen, in My profile, on a document, in an
 * earlier section) is offered in every question that asks it again, to confirm or correct, never typed
 * twice. Offers are listed by precedence: the first one for a question wins.
 */
import type { DefaultSource, SavedFamilyMember, Strategy } from '@camino/contracts';
import type { AnswersByName } from '../eligibility';
import { screeningOffers } from '../eligibility';
import type { AnswerValues } from '../questionnaire';
import { readValue } from '../questionnaire';
import type { SafeAddress } from '../accounts';
import type { DocumentDefault } from './document-defaults';
import { sexFromDocument } from './document-defaults';

/** One offered answer: `key` is `section.question`, a loop item as `#n`. */
export interface OfferedAnswer {
  readonly key: string;
  /** A text, a YYYY-MM-DD date, a choice's option id, or an ISO 3166-1 code when `country` is set. */
  readonly value: string;
  readonly source: DefaultSource;
  /** The value is a country code: a free-text answer takes its English name. */
  readonly country?: true;
  /** The same section's question this one repeats (`section.question#n`): its answer, once given, is offered. */
  readonly copyOf?: string;
}

/** Everything the case knows besides its legal answers. */
export interface CaseKnowledge {
  readonly strategy: Strategy;
  /** Today in the applicant's calendar (YYYY-MM-DD). */
  readonly today: string;
  /** Document values as the document table gives them (children already matched by name). */
  readonly documents: readonly DocumentDefault[];
  readonly screening: AnswersByName | null;
  readonly profile: {
    readonly name: string | null;
    readonly lastName: string | null;
    readonly aNumber: string | null;
    readonly dateOfBirth: string | null;
    readonly gender: string | null;
  } | null;
  readonly account: {
    readonly name: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string | null;
  } | null;
  readonly derivatives: readonly SavedFamilyMember[];
  readonly safeAddress: SafeAddress | null;
  /** Which channels the eligibility answers said are safe; never asked means safe. */
  readonly channels: { readonly email: boolean; readonly textMessages: boolean; readonly letters: boolean };
}

type Offer = (key: string, value: string | null | undefined, extra?: Partial<OfferedAnswer>) => void;

/** The earlier answers of the legal questionnaire that other sections ask again. */
function earlierAnswers(known: CaseKnowledge, answers: AnswerValues, offer: Offer): void {
  const marital = readValue(answers, 'about_you.marital_status');
  if (marital !== undefined) offer('family.married', marital === 'married' ? 'yes' : 'no');
  if (known.strategy !== 'asylum') return;
  // The I-589 lists present address first among the residences of the last five years.
  offer('background.residence_street#1', readValue(answers, 'about_you.street'));
  offer('background.residence_city#1', readValue(answers, 'about_you.city'));
  offer('background.residence_province#1', readValue(answers, 'about_you.state'));
  if (readValue(answers, 'about_you.street') !== undefined)
    offer('background.residence_country#1', 'USA', { country: true });
  // Then the last address before coming, asked on the same page before the residences.
  for (const part of ['street', 'city', 'province', 'country', 'from', 'to']) {
    const from = `background.last_abroad_${part}`;
    offer(`background.residence_${part}#2`, readValue(answers, from), { copyOf: from });
  }
}

/** Whether the last arrival the case knows is more than a year before today. */
function filedLate(known: CaseKnowledge, answers: AnswerValues): string | undefined {
  let arrival: string | undefined;
  for (let item = 1; readValue(answers, 'about_you.entry_date', item) !== undefined; item++) {
    const day = readValue(answers, 'about_you.entry_date', item)!;
    if (arrival === undefined || day > arrival) arrival = day;
  }
  const screened = known.screening?.last_arrival_date;
  arrival ??= typeof screened === 'string' ? screened : undefined;
  if (arrival === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(arrival)) return undefined;
  const anniversary = `${Number(arrival.slice(0, 4)) + 1}${arrival.slice(4)}`;
  return known.today > anniversary ? 'yes' : 'no';
}

function familyMembers(known: CaseKnowledge, offer: Offer): void {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  const spouse = known.derivatives.find((member) => member.relationship === 'spouse');
  if (spouse !== undefined) {
    offer('family.married', 'yes');
    offer('family.spouse_family_name', spouse.lastName);
    offer('family.spouse_given_name', spouse.firstName);
    offer('family.spouse_birth_date', spouse.dateOfBirth);
    offer('family.spouse_in_us', yesNo(spouse.livesInUs));
    offer('family.spouse_included', 'yes');
  }
  const children = known.derivatives.filter((member) => member.relationship === 'child');
  if (children.length > 0) offer('family.has_children', 'yes');
  children.forEach((child, index) => {
    const item = index + 1;
    offer(`family.child_family_name#${item}`, child.lastName);
    offer(`family.child_given_name#${item}`, child.firstName);
    offer(`family.child_birth_date#${item}`, child.dateOfBirth);
    offer(`family.child_marital_status#${item}`, child.married ? 'married' : 'single');
    offer(`family.child_in_us#${item}`, yesNo(child.livesInUs));
    offer(`family.child_included#${item}`, 'yes');
  });
  if (known.strategy !== 'tvisa' || known.derivatives.length === 0) return;
  // T visa family members are the relatives the applicant asks status for (Supplement A).
  offer('family.include_family', 'yes');
  known.derivatives.forEach((member, index) => {
    const item = index + 1;
    offer(`family.relative_relationship#${item}`, member.relationship);
    offer(`family.relative_family_name#${item}`, member.lastName);
    offer(`family.relative_given_name#${item}`, member.firstName);
    offer(`family.relative_birth_date#${item}`, member.dateOfBirth);
    offer(`family.relative_in_us#${item}`, yesNo(member.livesInUs));
  });
}

/** Every offered answer of the case, by precedence: documents, earlier answers, screening, profile, family, account, safe address. */
export function caseOffers(known: CaseKnowledge, answers: AnswerValues): OfferedAnswer[] {
  const offers: OfferedAnswer[] = [];
  const taken = new Set<string>();
  const from =
    (source: DefaultSource): Offer =>
    (key, value, extra = {}) => {
      if (taken.has(key) || ((value === null || value === undefined || value.trim() === '') && !extra.copyOf))
        return;
      taken.add(key);
      offers.push({ key, value: value?.trim() ?? '', source, ...extra });
    };

  for (const document of known.documents) from(document.source)(document.key, document.value);
  earlierAnswers(known, answers, from('earlier_answer'));
  if (known.strategy === 'asylum') from('earlier_answer')('other.late_filing', filedLate(known, answers));
  if (known.screening !== null)
    for (const { key, value } of screeningOffers(known.strategy, known.screening)) from('screening')(key, value);

  const profile = from('profile');
  profile('about_you.family_name', known.profile?.lastName);
  profile('about_you.given_name', known.profile?.name);
  profile('about_you.a_number', known.profile?.aNumber);
  profile('about_you.birth_date', known.profile?.dateOfBirth);
  profile('about_you.sex', sexFromDocument(known.profile?.gender ?? undefined));

  familyMembers(known, from('family_members'));

  const account = from('account');
  account('about_you.family_name', known.account?.lastName);
  account('about_you.given_name', known.account?.name);
  if (known.channels.email) {
    account('contact.email', known.account?.email);
    account('signature.email', known.account?.email);
  }
  if (known.channels.textMessages) account('contact.mobile_phone', known.account?.phone);

  const safe = from('safe_address');
  const address = known.safeAddress;
  if (address !== null || !known.channels.letters) safe('about_you.mailing_same', 'no');
  if (address !== null) {
    safe('about_you.mail_in_care_of', address.inCareOf);
    safe('about_you.mail_street', address.street);
    safe('about_you.mail_apartment', address.unit);
    safe('about_you.mail_city', address.city);
    safe('about_you.mail_state', address.state);
    safe('about_you.mail_zip', address.zip);
  }
  return offers;
}
