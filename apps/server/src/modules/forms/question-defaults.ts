import type { QuestionDefault, SavedFamilyMember } from '@camino/contracts';
import type { Question } from '@camino/questionnaire';
import { WITHOUT_GROUP } from '@camino/questionnaire';
import countries from 'i18n-iso-countries';
import type { ApplicantCase } from '../cases';
import { listDerivatives } from '../cases';
import { caseOwnerOf, findOwnerNamedAnswers, findVariables, requireConfig } from '../questionnaire';
import { answersToValues } from './build-form-values';
import type { FormsDeps } from './case-forms';
import { LEGAL_QUESTIONNAIRE } from './case-forms';
import type { ConfirmedDocumentData } from './document-data-source';
import type { DocumentDefault } from './document-defaults';
import { documentDefaultEntries } from './document-defaults';
import { readValue } from './form-values';

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

/** A document value as the question stores its answer, or undefined when it does not fit the question. */
function asAnswer(
  question: Question,
  value: string,
  optionIdOf: (name: string) => number | undefined,
  name: string,
): Pick<QuestionDefault, 'value' | 'option_id'> | undefined {
  switch (question.type) {
    case 'DATEPICKER':
      return ISO_DATE.test(value) ? { value } : undefined;
    case 'RADIO': {
      const optionId = optionIdOf(`${name}.${value}`);
      return optionId === undefined ? undefined : { value, option_id: optionId };
    }
    case 'SELECT': {
      if (question.properties.ds !== 'countries') return { value };
      // Documents keep ISO alpha-3 codes; the countries list offers alpha-2 ones.
      const alpha2 = value.length === 3 ? countries.alpha3ToAlpha2(value.toUpperCase()) : value.toUpperCase();
      return alpha2 === undefined ? undefined : { value: alpha2 };
    }
    case 'TEXT':
    case 'TEXTAREA':
      return { value };
    default:
      return undefined;
  }
}

/**
 * The questions of one section of the case's legal questionnaire that the applicant's confirmed
 * documents already answer, with the document's value, for the questionnaire to show prefilled.
 * Given whether or not the question is answered: the answer wins (ADR 0141) and the screen says
 * when the document says otherwise.
 */
export async function legalQuestionDefaults(
  deps: Pick<FormsDeps, 'db' | 'documents'>,
  applicant: ApplicantCase,
  configId: number,
  sectionId: number,
): Promise<QuestionDefault[]> {
  const config = await requireConfig(deps.db, configId);
  const section = config.sections.get(sectionId);
  if (config.questionnaire !== LEGAL_QUESTIONNAIRE || section === undefined) return [];
  const [variables, documents, derivatives, named] = await Promise.all([
    findVariables(deps.db, { cf: configId, qs: sectionId }),
    deps.documents.findConfirmedDocumentData(deps.db, applicant.caseRow.id),
    listDerivatives(deps.db, applicant.caseRow.id),
    findOwnerNamedAnswers(deps.db, caseOwnerOf(applicant.user), LEGAL_QUESTIONNAIRE),
  ]);
  const ids = new Map(variables.map((variable) => [variable.name, variable.question_id]));
  const questions = new Map(section.questions.map((question) => [question.question_id, question]));
  const answers = named === null ? new Map<string, string>() : answersToValues(named);
  const result: QuestionDefault[] = [];
  for (const { key, value, source } of caseDocumentDefaults(documents, derivatives, answers)) {
    if (value === undefined || value.trim() === '') continue;
    const [name, item] = key.split('#') as [string, string | undefined];
    const questionId = ids.get(name);
    const question = questionId === undefined ? undefined : questions.get(questionId);
    if (question === undefined) continue;
    const inLoop = question.loop_group !== WITHOUT_GROUP;
    if (!inLoop && item !== undefined) continue;
    const answer = asAnswer(question, value.trim(), (option) => ids.get(option), name);
    if (answer === undefined) continue;
    result.push({
      question_id: question.question_id,
      loop_id: inLoop ? Number(item ?? 1) : 1,
      ...answer,
      source,
    });
  }
  return result;
}
