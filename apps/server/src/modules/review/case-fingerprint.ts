/**
 * A digest of everything the applicant can change while a correction request is open: the legal
 * answers, the personal information, the family members, the documents with their confirmed details,
 * and the declaration. It is recorded when the request is sent; "I finished my changes" is refused
 * while it is the same, because then nothing was changed.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { type CaseRow, listDerivatives } from '../cases';
import { findConfirmedDocumentData, listCaseDocuments } from '../documents';
import { caseOwnerOf, findOwnerNamedAnswers } from '../questionnaire';
import { findPersonalInfo } from '../workspace';
import type { DeclarationSource } from '../declaration';

export async function caseFingerprint(
  db: Db,
  caseRow: CaseRow,
  declarations: DeclarationSource,
): Promise<string> {
  const [answers, personal, members, documents, values, declaration] = await Promise.all([
    findOwnerNamedAnswers(db, caseOwnerOf({ accountId: caseRow.accountId }), 'legal'),
    findPersonalInfo(db, caseRow.id),
    listDerivatives(db, caseRow.id),
    listCaseDocuments(db, caseRow.id),
    findConfirmedDocumentData(db, caseRow.id),
    declarations.revisionOf(db, caseRow.id),
  ]);
  const parts = {
    answers: (answers?.answers ?? [])
      .map((answer) => [answer.questionId, answer.loopId, answer.response])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    // What was written, not when: saving the same values again changes nothing.
    personal: personal === null ? null : { ...personal, createdAt: null, updatedAt: null },
    members,
    documents: documents.map(({ row }) => [row.id, row.storageKey, row.description, row.translationOf]),
    values: [values.principal, [...values.derivatives].sort(([a], [b]) => a.localeCompare(b))],
    declaration,
  };
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
