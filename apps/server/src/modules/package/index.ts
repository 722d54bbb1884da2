import { fileStorageFor } from '../../adapters/storage';
import type { DocumentDataSource } from '../forms';
import { type DeclarationSource, emptyDeclarationSource } from '../review/declaration-source';
import { documentsEvidenceSource, type EvidenceSource } from '../review/evidence-source';
import type { ServerModule } from '../server-module';
import { runPackageJob } from './build-package-job';
import { PACKAGE_QUEUE, PACKAGE_RETRY_LIMIT, type PackageJob } from './package-queue';
import { packageRoutes } from './routes';

export { readOutline } from './outline';
export { findPackage, queuePackageBuild, PACKAGE_QUEUE } from './package-queue';

export interface PackageModuleOptions {
  readonly declarations?: DeclarationSource;
  readonly evidence?: EvidenceSource;
  /** Confirmed document data the filed forms are filled from; without it, from the answers only. */
  readonly documents?: DocumentDataSource;
}

/** The filing package built after approval, its download, sending instructions, signing and voice summary. */
export function createPackageModule(options: PackageModuleOptions = {}): ServerModule {
  return {
    name: 'package',
    routes: packageRoutes,
    jobs(jobs, { db, config }) {
      jobs.register<PackageJob>({
        queue: PACKAGE_QUEUE,
        handler: async ({ data, retryCount, log: jobLog }) =>
          runPackageJob(
            {
              db,
              config,
              jobs,
              log: jobLog,
              storage: await fileStorageFor(config),
              declarations: options.declarations ?? emptyDeclarationSource,
              evidence: options.evidence ?? documentsEvidenceSource,
              ...(options.documents === undefined ? {} : { documents: options.documents }),
            },
            data,
            retryCount,
          ),
        options: {
          retryLimit: PACKAGE_RETRY_LIMIT,
          retryDelay: 10,
          retryBackoff: true,
          expireInSeconds: 600,
          pollingIntervalSeconds: 1,
        },
      });
    },
  };
}

export const packageModule = createPackageModule();
