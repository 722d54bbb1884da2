/**
 * Two API processes on different ports and one worker process share one PostgreSQL database, as
 * in a scaled-out deployment with separate secrets files per machine: an applicant signs up on one,
 * activates and logs in on the other, answers on both, pays, and the installment job runs once.
 * Nothing one process keeps in memory is needed by another. PostgreSQL only (PGlite is one process).
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { loadQuestionnaire } from '@camino/content';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { questionnaireFilesIn } from '../src/modules/questionnaire';
import { REPO_ROOT } from '../src/paths';
import { spawnFixture, type Spawned } from './child-process';
import { testDriver } from './database';
import { applicant, CARD, json } from './http-applicant';
import { createProcessEnvironment, type ProcessEnvironment } from './process-environment';

const SHARED_SECRETS = {
  AUTH_TOKEN_SECRET: 'two-processes-share-this-signing-secret-0123456789',
  FILES_MASTER_KEY: Buffer.alloc(32, 9).toString('base64'),
};

describe.skipIf(testDriver !== 'pg')('two API processes and a worker on one database', () => {
  let environment: ProcessEnvironment | undefined;
  const processes: Spawned[] = [];
  afterEach(async () => {
    for (const spawned of processes) {
      if (spawned.child.exitCode === null && spawned.child.signalCode === null) spawned.child.kill('SIGKILL');
      await spawned.exited;
    }
    processes.length = 0;
    await environment?.cleanup();
  });

  async function start(role: 'server' | 'worker', name: string): Promise<string> {
    const env = {
      ...environment!.env,
      ...SHARED_SECRETS,
      // Each process has its own disk: nothing may be shared through files.
      DATA_DIR: path.join(environment!.dir, name),
      RUN_WORKERS: 'false',
      // The shortest sweep loop, so an installment made due by the test is charged within a minute.
      INSTALLMENT_SWEEP_INTERVAL_SECONDS: '60',
    };
    const spawned = spawnFixture([role, 'finish', path.join(environment!.dir, name)], env);
    processes.push(spawned);
    return (await spawned.waitForLog('fixture ready', 90_000)).url as string;
  }

  it('serves one applicant across processes and charges an installment once', async () => {
    environment = await createProcessEnvironment();
    const first = await start('server', 'api-1');
    const second = await start('server', 'api-2');
    expect(first).not.toBe(second);
    // The only process working jobs: messages, receipts and installment charges.
    await start('worker', 'worker');

    const authorization = await applicant(first, second);
    const headers = { authorization, 'content-type': 'application/json' };
    await json(
      await fetch(`${first}/api/mycase`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ strategy: 'asylum' }),
      }),
    );

    // Answers saved on both processes are read back from either.
    const [file] = (await questionnaireFilesIn(path.join(REPO_ROOT, 'content'))).filter((name) =>
      name.endsWith('sample.yaml'),
    );
    const notes = (await loadQuestionnaire(file!)).ids.get('notes')!;
    const [config] = await json<{ config_id: number; question_section_id: number }[]>(
      await fetch(`${second}/api/config/active?questionnaire=sample`),
    );
    for (const [base, value] of [
      [first, 'written on the first'],
      [second, 'written on the second'],
    ] as const) {
      await json(
        await fetch(`${base}/api/param-question-response/process-array`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            config_id: config!.config_id,
            question_section_id: config!.question_section_id,
            answers: [{ question_id: notes, response: value }],
          }),
        }),
      );
      const other = base === first ? second : first;
      const rows = await json<{ question_id: number; response: string }[]>(
        await fetch(`${other}/api/param-question-response/responseCase?config_id=${config!.config_id}`, {
          headers: { authorization },
        }),
      );
      expect(rows.filter((row) => row.question_id === notes)).toEqual([
        expect.objectContaining({ response: value }),
      ]);
    }

    // The down payment opened on one process is paid through the other.
    const checkout = await json<{ checkoutId: string; url: string }>(
      await fetch(`${first}/api/payment/checkout`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ plan: 'installments', state: 'TX', idempotencyKey: randomUUID() }),
      }),
    );
    await fetch(`${second}${new URL(checkout.url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(CARD).toString(),
    });
    const plan = await json<{ paidCents: number; installments: { totalCents: number; status: string }[] }>(
      await fetch(`${second}/api/active-payment-plan`, { headers: { authorization } }),
    );
    expect(plan.installments[0]!.status).toBe('scheduled');

    // The first installment falls due; the worker's next sweep charges it, once.
    const client = new pg.Client({ connectionString: environment.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(
        "UPDATE payment_installments SET due_date = CURRENT_DATE - 1 WHERE number = 1 AND status = 'scheduled'",
      );
    } finally {
      await client.end();
    }
    let after = plan;
    for (let i = 0; i < 300 && after.installments[0]!.status !== 'paid'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      after = await json(await fetch(`${first}/api/active-payment-plan`, { headers: { authorization } }));
    }
    expect(after.installments[0]!.status).toBe('paid');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { receipts } = await json<{ receipts: { purpose: string }[] }>(
      await fetch(`${second}/api/payment/receipts`, { headers: { authorization } }),
    );
    expect(receipts.filter((receipt) => receipt.purpose === 'installment')).toHaveLength(1);
    expect(after.paidCents).toBe(plan.paidCents + plan.installments[0]!.totalCents);
  }, 300_000);
});
