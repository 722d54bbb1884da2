/**
 * Test helpers of the payments module: the real application with the payments module on its own
 * clock (to reach due dates), an applicant with a chosen case type, and a sandbox card form.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { OutboxMessage } from '@camino/contracts';
import { expect } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { testConfig } from '../../../test/test-config';
import { buildApp } from '../../app';
import { JobRunner } from '../../jobs/job-runner';
import { createLogger } from '../../logger';
import { type AuthTestApp, type TestClock, testClock } from '../auth/test-support';
import { signedInApplicant, type SignedInApplicant } from '../cases/test-support';
import { SERVER_MODULES } from '../index';
import { listOutbox } from '../notifications/list-outbox';
import { createPaymentsModule } from './index';

const PAYMENT_DEPENDENCIES = new Set([
  'system',
  'client-config',
  'notifications',
  'auth',
  'accounts',
  'questionnaire',
  'eligibility',
  'cases',
  'payments',
]);

export interface PaymentsTestApp extends AuthTestApp {
  jobs: JobRunner;
  /** The payments module's clock; the auth clock stays put so tokens keep working. */
  payClock: TestClock;
}

export async function createPaymentsTestApp(
  options: { env?: Record<string, string> } = {},
): Promise<PaymentsTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'camino-payments-'));
  const config = testConfig({
    DATA_DIR: dataDir,
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_TIME_COST: '1',
    ...options.env,
  });
  const log = createLogger(config);
  const database = await openTestDatabase();
  // After the real date, so charge jobs queued for due dates wait instead of running mid-test.
  const payClock = testClock(new Date('2027-01-10T15:00:00Z'));
  // Only the modules a payment needs, so another module's unfinished content cannot fail these tests.
  const modules = SERVER_MODULES.filter((module) => PAYMENT_DEPENDENCIES.has(module.name)).map((module) =>
    module.name === 'payments' ? createPaymentsModule({ clock: payClock }) : module,
  );
  const jobs = new JobRunner(database, log, {
    expireInSeconds: config.JOB_EXPIRE_SECONDS,
    retryLimit: config.JOB_RETRY_LIMIT,
    maintenanceIntervalSeconds: config.JOB_MAINTENANCE_INTERVAL_SECONDS,
  });
  for (const module of modules) module.jobs?.(jobs, { db: database.db, config, log });
  await jobs.start({ workers: true });
  const app = await buildApp({ config, database, jobs, logger: log, modules });
  await app.ready();

  async function outbox(to: string, count = 1): Promise<OutboxMessage[]> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const messages = await listOutbox(database.db, { to });
      if (messages.length >= count || Date.now() > deadline) {
        expect(messages.length, `outbox messages for ${to}`).toBeGreaterThanOrEqual(count);
        return messages;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return {
    app,
    config,
    database,
    jobs,
    clock: testClock(),
    payClock,
    outbox,
    async close() {
      await app.close();
      await jobs.stop(1000);
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in applicant whose case type is chosen, at the payment step. */
export async function applicantWithCase(
  t: AuthTestApp,
  strategy: 'asylum' | 'vawasp' | 'vawach' | 'tvisa' = 'asylum',
): Promise<SignedInApplicant> {
  const applicant = await signedInApplicant(t);
  const chosen = await t.app.inject({
    method: 'POST',
    url: '/api/mycase',
    headers: applicant.headers,
    payload: { strategy },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return applicant;
}

/** A valid card form for a sandbox test card. */
export function cardForm(number: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    nameOnCard: 'María López',
    number,
    expiry: '12/30',
    cvv: number.length === 15 ? '1234' : '123',
    postalCode: '78701',
    email: 'maria@example.org',
    ...overrides,
  };
}

/** Waits until `check` passes (jobs run on their own schedule). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export const SPOUSE = {
  relationship: 'spouse',
  firstName: 'Ana',
  lastName: 'Pérez',
  dateOfBirth: '1990-05-01',
  married: true,
  livesInUs: true,
};

export const CHILD = {
  ...SPOUSE,
  relationship: 'child',
  firstName: 'Luis',
  dateOfBirth: '2015-02-03',
  married: false,
};
