/**
 * The legal answers fill the official forms, so a read-only case (100 %, or a percentage that cannot
 * be read) refuses changes to them, as it refuses family members and personal information, unless a
 * correction request reopened the forms.
 * Declared in the forms module's definition; the questionnaire module runs it without importing this one.
 */
import { AppError, isReadOnly } from '@camino/contracts';
import { findCaseOfAccount } from '../cases';
import type { AnswerWrite } from '../questionnaire';
import { isSectionReopened } from '../review';
import { caseCompletionPercentage } from '../workspace';
import type { ModuleHook } from '../server-module';
import { LEGAL_QUESTIONNAIRE } from './case-forms';

export const readOnlyLegalAnswers: ModuleHook<AnswerWrite> = {
  name: 'forms.read-only-legal-answers',
  run: async ({ db, owner, questionnaire }, { caseProgress }) => {
    if (owner.kind !== 'case' || questionnaire !== LEGAL_QUESTIONNAIRE) return;
    const caseRow = await findCaseOfAccount(db, owner.id);
    if (caseRow === null) return;
    let readOnly: boolean;
    try {
      readOnly = isReadOnly({ ok: true, ...(await caseCompletionPercentage(db, caseProgress, caseRow)) });
    } catch {
      readOnly = true;
    }
    if (readOnly && !(await isSectionReopened(db, caseRow, 'forms'))) {
      throw new AppError('CONFLICT', {
        detail: 'The case is complete; its legal answers can no longer be changed here.',
        extensions: { reason: 'case.readOnly' },
      });
    }
  },
};
