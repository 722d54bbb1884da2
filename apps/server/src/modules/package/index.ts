import { fileStorageFor } from '../../adapters/storage';
import { type DeclarationSource, declarationSource } from '../declaration';
import { documentsEvidenceSource, type EvidenceSource } from '../review';
import type { ServerModule } from '../server-module';
import { buildOnApproval } from './build-on-approval';
import { runPackageJob } from './build-package-job';
import { PACKAGE_QUEUE, PACKAGE_RETRY_LIMIT, type PackageJob } from './package-queue';
import { packageRoutes } from './routes';
import {
  sendDueWorkPermitReminders,
  WORK_PERMIT_REMINDER_INTERVAL_SECONDS,
  WORK_PERMIT_REMINDER_KEY,
  WORK_PERMIT_REMINDER_QUEUE,
} from './work-permit-reminder';

export { readOutline } from './outline';
export { findPackage, PACKAGE_QUEUE } from './package-queue';

/** Seams for tests; each defaults to the real thing. */
export interface PackageModuleOptions {
  /** The declaration; by default the declaration module's. */
  readonly declarations?: DeclarationSource;
  /** The case's documents; by default the documents module's, as the review lists them. */
  readonly evidence?: EvidenceSource;
}

/** The filing package built after approval, its download, sending instructions, signing and voice summary. */
export function createPackageModule(options: PackageModuleOptions = {}): ServerModule {
  return {
    name: 'package',
    approvalHooks: [buildOnApproval],
    routes: packageRoutes,
    jobs(jobs, { db, config, clock }) {
      jobs.registerSweep({
        queue: WORK_PERMIT_REMINDER_QUEUE,
        singletonKey: WORK_PERMIT_REMINDER_KEY,
        everySeconds: WORK_PERMIT_REMINDER_INTERVAL_SECONDS,
        sweep: () => sendDueWorkPermitReminders({ db, jobs, config }, clock()),
      });
      jobs.register<PackageJob>({
        queue: PACKAGE_QUEUE,
        handler: async ({ data, retryCount, log: jobLog }) =>
          runPackageJob(
            {
              db,
              config,
              jobs,
              log: jobLog,
              now: clock,
              storage: await fileStorageFor(config),
              declarations: options.declarations ?? declarationSource,
              evidence: options.evidence ?? documentsEvidenceSource,
            },
            data,
            retryCount,
          ),
        options: {
          retryLimit: PACKAGE_RETRY_LIMIT,
          retryDelay: 10,
          retryBackoff: true,
          // An assembly takes seconds; the configured expiry (900 s by default) leaves it ample room
          // while letting a deployment, or a test, shorten the wait for a build lost to a crash.
          expireInSeconds: config.JOB_EXPIRE_SECONDS,
          pollingIntervalSeconds: 1,
        },
      });
    },
  };
}

export const packageModule = createPackageModule();
