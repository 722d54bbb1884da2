import type { ReadinessChecks } from '@camino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { migrationsApplied } from '../../db/migrate';
import type { JobRunner } from '../../jobs/job-runner';

interface ReadinessDeps {
  database: Database;
  jobs: Pick<JobRunner, 'started'>;
  log: FastifyBaseLogger;
}

export async function getReadiness({ database, jobs, log }: ReadinessDeps): Promise<ReadinessChecks> {
  let reachable = false;
  let migrated = false;
  try {
    await database.executeSql('SELECT 1', []);
    reachable = true;
    migrated = await migrationsApplied(database);
  } catch (error) {
    log.warn({ err: error }, 'readiness check failed');
  }
  return { database: reachable, migrations: migrated, jobs: jobs.started };
}
