/**
 * The package job. Each build writes its files under its own prefix (a retry overwrites the same
 * keys with the same bytes), and only then, in one transaction, points the package row at them,
 * moves the case to `download` and queues the ready message. A crash before that commit leaves the
 * previous state untouched and the job is retried; after it, a retry finds the build done.
 */
import type { Locale } from '@camino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { casePackages, type PackagePartRecord } from '../../db/schema/package';
import type { JobRunner } from '../../jobs/job-runner';
import { tryApplyCaseEvent } from '../cases';
import { findApproval } from '../review';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import { assemblePackage } from './assemble-package';
import { notifyPackageReady } from './notify-package-ready';
import { gatherPackageInput, type PackageSources } from './package-inputs';
import { findPackage, PACKAGE_RETRY_LIMIT, type PackageJob } from './package-queue';

export interface PackageJobDeps extends PackageSources {
  jobs: Pick<JobRunner, 'send'>;
  config: Config;
  log: Logger;
  now: () => Date;
}

/** Sharp enough to read a filled field on the 'where to sign' sheet, small enough to keep it light. */
const SIGN_PICTURE_DPI = 100;

export const partKey = (caseId: string, build: number, part: string) =>
  `packages/${caseId}/${build}/${part}.pdf`;

async function setProgress(db: Db, job: PackageJob, progress: number): Promise<void> {
  await db
    .update(casePackages)
    .set({ progress })
    .where(and(eq(casePackages.caseId, job.caseId), eq(casePackages.build, job.build)));
}

export async function runPackageJob(
  deps: PackageJobDeps,
  job: PackageJob,
  retryCount: number,
): Promise<void> {
  const row = await findPackage(deps.db, job.caseId);
  // A newer build superseded this one, or this one is already done.
  if (!row || row.build !== job.build || row.status === 'ready') return;
  await deps.db
    .update(casePackages)
    .set({ status: 'building', progress: 5, attempts: sql`${casePackages.attempts} + 1` })
    .where(and(eq(casePackages.caseId, job.caseId), eq(casePackages.build, job.build)));
  try {
    const approval = await findApproval(deps.db, job.caseId);
    const date = approval?.approvedAt ?? row.queuedAt;
    const { input } = await gatherPackageInput(deps, job.caseId, date, (percent) =>
      setProgress(deps.db, job, percent),
    );
    const renderer = createPopplerRenderer();
    const assembled = await assemblePackage(input, (pdf, page) =>
      renderer.renderPage(pdf, page, { dpi: SIGN_PICTURE_DPI }),
    );
    await setProgress(deps.db, job, 85);
    const parts: PackagePartRecord[] = [];
    for (const part of assembled.parts) {
      const storageKey = partKey(job.caseId, job.build, part.id);
      await deps.storage.put(storageKey, part.bytes, { contentType: 'application/pdf' });
      parts.push({
        id: part.id,
        kind: part.kind,
        title: part.title,
        storageKey,
        pages: part.pages,
        sizeBytes: part.bytes.byteLength,
        ...(part.kind === 'sign-here' ? { signSpots: assembled.signSpots } : {}),
      });
    }
    const now = deps.now();
    await tryApplyCaseEvent(deps.db, {
      caseId: job.caseId,
      event: 'PACKAGE_READY',
      now,
      before: async (tx, locked) => {
        const [current] = await tx
          .select({ build: casePackages.build, status: casePackages.status })
          .from(casePackages)
          .where(eq(casePackages.caseId, job.caseId))
          .for('update');
        if (current?.build !== job.build || current.status === 'ready') return;
        await tx
          .update(casePackages)
          .set({ status: 'ready', progress: 100, parts, pageCount: assembled.pageCount, readyAt: now })
          .where(eq(casePackages.caseId, job.caseId));
        if (locked.step === 'preparing')
          await notifyPackageReady(deps, tx, {
            caseRow: locked,
            build: job.build,
            locale: input.locale as Locale,
          });
      },
    });
  } catch (error) {
    if (retryCount >= PACKAGE_RETRY_LIMIT)
      await deps.db
        .update(casePackages)
        .set({ status: 'failed' })
        .where(and(eq(casePackages.caseId, job.caseId), eq(casePackages.build, job.build)));
    throw error;
  }
}
