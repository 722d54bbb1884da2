import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../db/database';
import { JobRunner } from './job-runner';

const settings = { expireInSeconds: 60, retryLimit: 2, maintenanceIntervalSeconds: 60 };
const log = createLogger({ LOG_LEVEL: 'silent' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('job runner', () => {
  let database: Database | undefined;
  let runner: JobRunner | undefined;
  afterEach(async () => {
    await runner?.stop(1000);
    await database?.close();
  });

  it('delivers a sent job to its handler', async () => {
    database = await openTestDatabase();
    runner = new JobRunner(database, log, settings);
    const received = deferred<{ data: unknown; retryCount: number }>();
    runner.register<{ to: string }>({
      queue: 'test-deliver',
      handler: async (job) => received.resolve({ data: job.data, retryCount: job.retryCount }),
      options: { pollingIntervalSeconds: 0.5 },
    });
    await runner.start({ workers: true });
    expect(runner.started).toBe(true);
    await runner.send('test-deliver', { to: 'someone' });
    expect(await received.promise).toEqual({ data: { to: 'someone' }, retryCount: 0 });
  });

  it('retries a failing job', async () => {
    database = await openTestDatabase();
    runner = new JobRunner(database, log, settings);
    const attempts: number[] = [];
    const succeeded = deferred<void>();
    runner.register({
      queue: 'test-retry',
      handler: async (job) => {
        attempts.push(job.retryCount);
        if (job.retryCount === 0) throw new Error('first attempt fails');
        succeeded.resolve();
      },
      options: { pollingIntervalSeconds: 0.5, retryDelay: 0 },
    });
    await runner.start({ workers: true });
    await runner.send('test-retry', {});
    await succeeded.promise;
    expect(attempts).toEqual([0, 1]);
  });

  it('sweeps again after each sweep ends, a failed one too', async () => {
    database = await openTestDatabase();
    runner = new JobRunner(database, log, settings);
    const runs: number[] = [];
    const third = deferred<void>();
    runner.registerSweep({
      queue: 'test-sweep',
      singletonKey: 'test-sweep',
      everySeconds: 0,
      sweep: async () => {
        runs.push(runs.length + 1);
        if (runs.length === 3) third.resolve();
        if (runs.length === 1) throw new Error('the first sweep fails');
      },
    });
    await runner.start({ workers: true });
    await runner.startSweeps();
    await runner.startSweeps();
    await third.promise;
    expect(runs.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('keeps one queued job per singleton key', async () => {
    database = await openTestDatabase();
    runner = new JobRunner(database, log, settings);
    runner.register({ queue: 'test-singleton', handler: async () => {}, options: { policy: 'short' } });
    await runner.start({ workers: false });
    const first = await runner.send('test-singleton', {}, { singletonKey: 'case-1' });
    const second = await runner.send('test-singleton', {}, { singletonKey: 'case-1' });
    expect(first).toBeTypeOf('string');
    expect(second).toBeNull();
  });

  it('lets a job that outlives the stop end quietly once the database is closed', async () => {
    database = await openTestDatabase();
    runner = new JobRunner(database, log, settings);
    const started = deferred<void>();
    const release = deferred<void>();
    const ended = deferred<void>();
    runner.register({
      queue: 'test-outlives-stop',
      handler: async () => {
        started.resolve();
        await release.promise;
        setTimeout(ended.resolve, 200);
        throw new Error('fails after the database closed');
      },
      options: { pollingIntervalSeconds: 0.5 },
    });
    await runner.start({ workers: true });
    await runner.send('test-outlives-stop', {});
    await started.promise;
    await runner.stop(100);
    await database.close();
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      release.resolve();
      await ended.promise;
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('refuses unknown queues and late registrations', async () => {
    database = await openTestDatabase();
    runner = new JobRunner(database, log, settings);
    await runner.start({ workers: false });
    await expect(runner.send('nope', {})).rejects.toThrow('Unknown queue nope');
    expect(() => runner!.register({ queue: 'late', handler: async () => {} })).toThrow(
      'after the job runner started',
    );
  });
});
