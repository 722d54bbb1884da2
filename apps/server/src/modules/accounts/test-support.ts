/** Test helpers of the accounts module: the real app with an adjustable clock and the outbox to read links from. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { OutboxMessage } from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { expect } from 'vitest';
import { systemClock } from '../../lib/clock';
import { openTestDatabase } from '../../../test/database';
import { testConfig } from '../../../test/test-config';
import { type App, buildApp } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { JobRunner } from '../../jobs/job-runner';
import { createLogger } from '../../logger';
import { SERVER_MODULES } from '../index';
import type { HookOrder } from '../module-hooks';
import type { ServerModule } from '../server-module';
import { listOutbox } from '../notifications';
import { createAccountsModule } from './index';

export interface TestClock {
  (): Date;
  advance(seconds: number): void;
}

export function testClock(start = new Date('2026-03-01T12:00:00Z')): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (seconds) => {
    now += seconds * 1000;
  };
  return clock;
}

export interface AuthTestApp {
  app: App;
  config: Config;
  database: Database;
  jobs: JobRunner;
  clock: TestClock;
  /** Waits until `count` outbox messages reached `to`; newest first. */
  outbox(to: string, count?: number): Promise<OutboxMessage[]>;
  close(): Promise<void>;
}

/** Cheap hashing keeps the suite fast on shared machines; production defaults cost far more. */
const FAST_HASHING = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' };

export interface AuthTestAppOptions {
  env?: Record<string, string>;
  /** Extra routes under /api, e.g. to try the request hooks other modules use. */
  routes?: readonly FastifyPluginAsyncZod[];
  /** Where logs go (tests reading them set LOG_LEVEL too). */
  logDestination?: DestinationStream;
  /** Replaces modules, e.g. one built on its own clock (the accounts module on the test clock is kept). */
  replaceModule?: (module: ServerModule) => ServerModule;
  /** Places the hooks a replaced module adds. */
  hookOrder?: HookOrder;
}

export async function createAuthTestApp(options: AuthTestAppOptions = {}): Promise<AuthTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'camino-auth-'));
  const config = testConfig({ DATA_DIR: dataDir, ...FAST_HASHING, ...options.env });
  const log = createLogger(config, options.logDestination);
  const database = await openTestDatabase();
  const clock = testClock();
  const modules = SERVER_MODULES.map((module) =>
    module.name === 'accounts'
      ? createAccountsModule({ clock })
      : (options.replaceModule?.(module) ?? module),
  );
  const jobs = new JobRunner(database, log, {
    expireInSeconds: config.JOB_EXPIRE_SECONDS,
    retryLimit: config.JOB_RETRY_LIMIT,
    maintenanceIntervalSeconds: config.JOB_MAINTENANCE_INTERVAL_SECONDS,
  });
  for (const module of modules) module.jobs?.(jobs, { db: database.db, config, log, clock: systemClock });
  await jobs.start({ workers: true });
  const app = await buildApp({
    config,
    database,
    jobs,
    logger: log,
    modules,
    hookOrder: options.hookOrder,
    routes: options.routes ?? [],
  });
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
    clock,
    outbox,
    async close() {
      await app.close();
      await jobs.stop(1000);
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** A valid create-account body with a unique email and phone. */
export function newAccountBody(overrides: Record<string, string> = {}) {
  counter += 1;
  const email = `maria.${process.pid}.${counter}@example.org`;
  const phone = `+1202555${String(1000 + (counter % 9000)).padStart(4, '0')}`;
  return {
    name: 'María',
    lastName: 'López',
    email,
    confirmEmail: email,
    phone,
    confirmPhone: phone,
    password: 'Camino#2026a',
    confirmPassword: 'Camino#2026a',
    ...overrides,
  };
}

export async function tempToken(app: App, body: Record<string, unknown> = {}): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/generate-temp-token', payload: body });
  expect(response.statusCode).toBe(201);
  return (response.json() as { tempToken: string }).tempToken;
}

export async function createAccount(app: App, body = newAccountBody()) {
  const token = await tempToken(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/createAccount',
    headers: { authorization: `Bearer temp ${token}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return body;
}

export function tokenOfLink(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

/** Creates and activates an account through its emailed link. */
export async function createActiveAccount(t: AuthTestApp, body = newAccountBody()) {
  await createAccount(t.app, body);
  const [email] = await t.outbox(body.email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/activateAccount',
    payload: { token: tokenOfLink(email!.links[0]!) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body;
}

export function refreshCookieOf(response: {
  cookies: { name: string; value: string }[];
}): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'camino_refresh')?.value;
}

export async function loginAs(app: App, identifier: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token } = response.json() as { token: string };
  return { token, refresh: refreshCookieOf(response)!, response };
}
