/**
 * Family members shape the forms, so they change only while the case may (section access). Declared
 * in the workspace module's definition; the cases module runs it without importing this one.
 */
import type { DerivativesChange } from '../cases';
import type { ModuleHook } from '../server-module';
import { assertSectionWritable } from './section-access';

export const readOnlyFamilyMembers: ModuleHook<DerivativesChange> = {
  name: 'workspace.read-only',
  run: ({ db, caseRow }, { caseProgress, log }) =>
    assertSectionWritable(db, caseProgress, caseRow, 'family-members', log),
};
