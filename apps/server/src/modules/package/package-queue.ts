/**
 * Queuing a package build: the row's build number moves on and the job names it, so a build queued
 * later supersedes an older one, and a retried job finds its own build or gives way.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { casePackages } from '../../db/schema/package';
import type { JobRunner } from '../../jobs/job-runner';

export const PACKAGE_QUEUE = 'package.assemble';
export const PACKAGE_RETRY_LIMIT = 3;

export interface PackageJob {
  caseId: string;
  build: number;
}

export type PackageRow = typeof casePackages.$inferSelect;

export async function findPackage(db: Db, caseId: string): Promise<PackageRow | null> {
  const [row] = await db.select().from(casePackages).where(eq(casePackages.caseId, caseId)).limit(1);
  return row ?? null;
}

/** Records a new build and queues its job in `tx`: both exist only if the transaction commits. */
export async function queuePackageBuild(
  jobs: Pick<JobRunner, 'send'>,
  tx: Db,
  caseId: string,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(casePackages)
    .values({ caseId, status: 'queued', build: 1, progress: 0, attempts: 0, queuedAt: now })
    .onConflictDoUpdate({
      target: casePackages.caseId,
      set: {
        status: 'queued',
        build: sql`${casePackages.build} + 1`,
        progress: 0,
        attempts: 0,
        queuedAt: now,
        readyAt: null,
      },
    })
    .returning({ build: casePackages.build });
  const build = row!.build;
  await jobs.send<PackageJob>(
    PACKAGE_QUEUE,
    { caseId, build },
    { singletonKey: `${caseId}:${build}`, transaction: tx },
  );
  return build;
}
