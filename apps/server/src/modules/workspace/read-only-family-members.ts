/**
 * Family members shape the forms, so a read-only case (100 %, or a percentage that cannot be read)
 * refuses changes to them just as it refuses personal information. Registered with the cases module,
 * which does not import this one.
 */
import { AppError, isReadOnly } from '@camino/contracts';
import { registerDerivativesHook } from '../cases';
import { caseCompletionPercentage } from './calculate-percentage';

registerDerivativesHook('workspace.read-only', async ({ db, caseRow }) => {
  let readOnly: boolean;
  try {
    readOnly = isReadOnly({ ok: true, ...(await caseCompletionPercentage(db, caseRow)) });
  } catch {
    readOnly = true;
  }
  if (readOnly) {
    throw new AppError('CONFLICT', {
      detail: 'The case is complete; its family members can no longer be changed here.',
      extensions: { reason: 'case.readOnly' },
    });
  }
});
