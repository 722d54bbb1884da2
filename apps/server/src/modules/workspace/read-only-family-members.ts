/**
 * Family members shape the forms, so a read-only case (100 %, or a percentage that cannot be read)
 * refuses changes to them just as it refuses personal information. Declared in the workspace module's
 * definition; the cases module runs it without importing this one.
 */
import { AppError, isReadOnly } from '@camino/contracts';
import type { DerivativesChange } from '../cases';
import type { ModuleHook } from '../server-module';
import { caseCompletionPercentage } from './calculate-percentage';

export const readOnlyFamilyMembers: ModuleHook<DerivativesChange> = {
  name: 'workspace.read-only',
  run: async ({ db, caseRow }, { caseProgress }) => {
    let readOnly: boolean;
    try {
      readOnly = isReadOnly({ ok: true, ...(await caseCompletionPercentage(db, caseProgress, caseRow)) });
    } catch {
      readOnly = true;
    }
    if (readOnly) {
      throw new AppError('CONFLICT', {
        detail: 'The case is complete; its family members can no longer be changed here.',
        extensions: { reason: 'case.readOnly' },
      });
    }
  },
};
