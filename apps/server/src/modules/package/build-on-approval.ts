/**
 * An approved case's package is built: the build is queued in the approving transaction, so an
 * approval never stands without its build. Declared on the package module's definition; the review
 * runs it without importing this module.
 */
import type { CaseApproval } from '../module-events';
import type { ModuleHook } from '../server-module';
import { queuePackageBuild } from './package-queue';

export const buildOnApproval: ModuleHook<CaseApproval> = {
  name: 'package.build',
  run: async ({ db, caseRow, now }, { jobs }) => {
    await queuePackageBuild(jobs, db, caseRow.id, now);
  },
};
