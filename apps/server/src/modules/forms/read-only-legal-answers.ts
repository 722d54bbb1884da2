/**
 * The legal answers fill the official forms, so they change only while the forms section may
 * (workspace's section access). Declared in the forms module's definition; the questionnaire module
 * runs it without importing this one.
 */
import { findCaseOfAccount } from '../cases';
import type { AnswerWrite } from '../questionnaire';
import { assertSectionWritable } from '../workspace';
import type { ModuleHook } from '../server-module';
import { LEGAL_QUESTIONNAIRE } from './case-forms';

export const readOnlyLegalAnswers: ModuleHook<AnswerWrite> = {
  name: 'forms.read-only-legal-answers',
  run: async ({ db, owner, questionnaire }, { caseProgress, log }) => {
    if (owner.kind !== 'case' || questionnaire !== LEGAL_QUESTIONNAIRE) return;
    const caseRow = await findCaseOfAccount(db, owner.id);
    if (caseRow === null) return;
    await assertSectionWritable(db, caseProgress, caseRow, 'forms', log);
  },
};
