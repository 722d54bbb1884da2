import type { QuestionDefault, SavedFamilyMember } from '@camino/contracts';
import type { Question } from '@camino/questionnaire';
import { WITHOUT_GROUP } from '@camino/questionnaire';
import countries from 'i18n-iso-countries';
import { findAccountById, safeAddressOf, safeChannelsOf } from '../accounts';
import type { ApplicantCase } from '../cases';
import { listDerivatives } from '../cases';
import { type AnswersByName, loadEligibilityAnswers, readContactSafety } from '../eligibility';
import {
  answersToValues,
  caseOwnerOf,
  findOwnerNamedAnswers,
  findVariables,
  requireConfig,
} from '../questionnaire';
import { findPersonalInfo } from '../workspace';
import type { FormsDeps } from './case-forms';
import { LEGAL_QUESTIONNAIRE } from './case-forms';
import type { ConfirmedDocumentData } from './document-data-source';
import type { DocumentDefault } from './document-defaults';
import { documentDefaultEntries } from './document-defaults';
import { readValue } from './form-values';
import { type CaseKnowledge, caseOffers, type OfferedAnswer } from './case-offers';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const sameName = (member: SavedFamilyMember, given?: string, family?: string): boolean =>
  member.firstName.trim().toLowerCase() === given?.toLowerCase() &&
  member.lastName.trim().toLowerCase() === family?.toLowerCase();

/**
 * Every document default of the case, loop items as `#n`. A child's documents go to the child the
 * applicant listed under the same name (never by position); before any child is listed, to the
 * family members in the order the forms take them.
 */
export function caseDocumentDefaults(
  documents: ConfirmedDocumentData,
  derivatives: readonly SavedFamilyMember[],
  answers: ReadonlyMap<string, string>,
): DocumentDefault[] {
  const result = documentDefaultEntries(documents.principal, 'principal');
  const spouse = derivatives.find((member) => member.relationship === 'spouse');
  const spouseDocuments = spouse === undefined ? undefined : documents.derivatives.get(spouse.id);
  if (spouseDocuments !== undefined) result.push(...documentDefaultEntries(spouseDocuments, 'spouse'));
  const children = derivatives.filter((member) => member.relationship === 'child');
  let listed = 0;
  while (readValue(answers, 'family.child_family_name', listed + 1) !== undefined) listed++;
  const childAt = (item: number): SavedFamilyMember | undefined =>
    listed === 0
      ? children[item - 1]
      : children.find((member) =>
          sameName(
            member,
            readValue(answers, 'family.child_given_name', item),
            readValue(answers, 'family.child_family_name', item),
          ),
        );
  for (let item = 1; item <= Math.max(listed, children.length); item++) {
    const child = childAt(item);
    const childDocuments = child === undefined ? undefined : documents.derivatives.get(child.id);
    if (childDocuments === undefined) continue;
    for (const value of documentDefaultEntries(childDocuments, 'child'))
      result.push({ ...value, key: `${value.key}#${item}` });
  }
  return result;
}

const englishCountry = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A value as the question stores its answer, or undefined when it does not fit the question. */
function asAnswer(
  question: Question,
  offer: OfferedAnswer,
  optionIdOf: (name: string) => number | undefined,
  name: string,
): Pick<QuestionDefault, 'value' | 'option_id'> | undefined {
  const value = offer.value;
  const alpha2 = (code: string) =>
    code.length === 3 ? countries.alpha3ToAlpha2(code.toUpperCase()) : code.toUpperCase();
  switch (question.type) {
    case 'DATEPICKER':
      // A question asking month and year only takes a day's month (a document gives days).
      if (question.properties.precision === 'month' && /^\d{4}-\d{2}/.test(value))
        return { value: value.slice(0, 7) };
      return ISO_DATE.test(value) || (value === '' && offer.copyOf) ? { value } : undefined;
    case 'RADIO': {
      const optionId = optionIdOf(`${name}.${value}`);
      return optionId === undefined ? undefined : { value, option_id: optionId };
    }
    case 'SELECT': {
      if (question.properties.ds !== 'countries') return { value };
      // Documents keep ISO alpha-3 codes; the countries list offers alpha-2 ones.
      const code = value === '' ? '' : alpha2(value);
      return code === undefined ? undefined : { value: code };
    }
    case 'TEXT':
    case 'TEXTAREA': {
      if (offer.country !== true || value === '') return { value };
      const code = alpha2(value);
      return { value: (code === undefined ? undefined : englishCountry.of(code)) ?? value };
    }
    case 'EMAIL':
    case 'PHONE':
      return { value };
    default:
      return undefined;
  }
}

/** A channel is safe only when both the account and the eligibility answers say so. */
function safeChannels(safeContact: unknown, screening: AnswersByName | null): CaseKnowledge['channels'] {
  const account = safeChannelsOf(safeContact);
  const screened = screening === null ? null : readContactSafety(screening);
  return {
    email: account.email && (screened?.email ?? true),
    textMessages: account.textMessages && (screened?.textMessages ?? true),
    letters: account.letters && (screened?.mail ?? true),
  };
}

/** The UTC calendar day of an instant, YYYY-MM-DD. */
const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/**
 * The questions of one section of the case's legal questionnaire that the case already answers
 * (confirmed documents, the eligibility check, My profile, family members, the safe mailing address,
 * earlier sections), with the value, for the questionnaire to show prefilled. Given whether or not the
 * question is answered: the answer wins (ADR 0141) and the screen says when the source says otherwise.
 */
export async function legalQuestionDefaults(
  deps: Pick<FormsDeps, 'db' | 'documents' | 'now'>,
  applicant: ApplicantCase,
  configId: number,
  sectionId: number,
): Promise<QuestionDefault[]> {
  const config = await requireConfig(deps.db, configId);
  const section = config.sections.get(sectionId);
  const strategy = applicant.caseRow.strategy;
  if (config.questionnaire !== LEGAL_QUESTIONNAIRE || section === undefined || strategy === null) return [];
  const owner = caseOwnerOf(applicant.user);
  const [variables, documents, derivatives, named, screening, profile, account] = await Promise.all([
    findVariables(deps.db, { cf: configId, qs: sectionId }),
    deps.documents.findConfirmedDocumentData(deps.db, applicant.caseRow.id),
    listDerivatives(deps.db, applicant.caseRow.id),
    findOwnerNamedAnswers(deps.db, owner, LEGAL_QUESTIONNAIRE),
    loadEligibilityAnswers(deps.db, owner),
    findPersonalInfo(deps.db, applicant.caseRow.id),
    findAccountById(deps.db, applicant.user.accountId),
  ]);
  const ids = new Map(variables.map((variable) => [variable.name, variable.question_id]));
  const questions = new Map(section.questions.map((question) => [question.question_id, question]));
  const answers = named === null ? new Map<string, string>() : answersToValues(named);
  const offers = caseOffers(
    {
      strategy,
      today: dayOf(deps.now()),
      documents: caseDocumentDefaults(documents, derivatives, answers),
      screening,
      profile,
      account,
      derivatives,
      safeAddress: safeAddressOf(account?.safeContact),
      channels: safeChannels(account?.safeContact, screening),
    },
    answers,
  );
  const occurrence = (key: string) => {
    const [name, item] = key.split('#') as [string, string | undefined];
    const questionId = ids.get(name);
    const question = questionId === undefined ? undefined : questions.get(questionId);
    if (question === undefined) return undefined;
    const inLoop = question.loop_group !== WITHOUT_GROUP;
    if (!inLoop && item !== undefined) return undefined;
    return { name, question, loopId: inLoop ? Number(item ?? 1) : 1 };
  };
  const result: QuestionDefault[] = [];
  for (const offer of offers) {
    const target = occurrence(offer.key);
    if (target === undefined) continue;
    const answer = asAnswer(target.question, offer, (option) => ids.get(option), target.name);
    if (answer === undefined) continue;
    const copied = offer.copyOf === undefined ? undefined : occurrence(offer.copyOf);
    if (answer.value === '' && copied === undefined) continue;
    result.push({
      question_id: target.question.question_id,
      loop_id: target.loopId,
      ...answer,
      source: offer.source,
      ...(copied === undefined
        ? {}
        : { copy_of: { question_id: copied.question.question_id, loop_id: copied.loopId } }),
    });
  }
  return result;
}
