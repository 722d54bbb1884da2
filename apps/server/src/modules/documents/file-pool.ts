/**
 * The pool of worker threads that parse uploaded files (piscina). The HTTP process only hands over the
 * bytes and waits: a file that takes longer than its budget has its thread stopped, one that needs
 * more memory than a thread may have ends that thread, and when the queue is full the file is refused
 * at once. Each outcome is a refusal with its reason, which the applicant reads in their language.
 */
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
// libvips must be loaded by the main thread before any worker thread loads it (sharp's rule).
import 'sharp';
import type { CheckedFile } from './check-upload';
import type { AssemblyPart } from './assemble-pdf';
import type { TextAnalysis } from './analyse-document-text';
import type { FileJob, FileJobResult } from './file-worker';
import { UploadRefused } from './upload-refused';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface FilePoolLimits {
  /** Threads parsing files at once. */
  threads: number;
  /** Files waiting for a thread; one more is refused as busy. */
  queue: number;
  /** Time a job may run once it has a thread. */
  runMs: number;
  /** Time a job may wait for a thread. */
  waitMs: number;
  /** Heap of one thread. */
  heapMb: number;
}

export const DEFAULT_FILE_POOL_LIMITS: FilePoolLimits = {
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queue: 16,
  runMs: 15_000,
  waitMs: 60_000,
  heapMb: 384,
};

// Bundled, the worker is dist/file-worker.js beside the entry point; from source it sits beside this file
// and is loaded through tsx, which compiles TypeScript on the fly.
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './file-worker.ts' : './file-worker.js', import.meta.url).href;

export class FilePool {
  private readonly pool: Piscina<FileJob, FileJobResult>;

  constructor(readonly limits: FilePoolLimits = DEFAULT_FILE_POOL_LIMITS) {
    this.pool = new Piscina({
      filename: workerFile,
      minThreads: 0,
      maxThreads: limits.threads,
      maxQueue: limits.queue,
      // Threads end after a quiet minute, giving their memory back.
      idleTimeout: 60_000,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      execArgv: fromSource ? ['--import', 'tsx'] : [],
      env: {},
    });
  }

  /** The file checked and rebuilt (see check-upload), or an `UploadRefused` saying why not. */
  async checkUpload(bytes: Uint8Array): Promise<CheckedFile> {
    const copy = new Uint8Array(bytes);
    const result = await this.run({ kind: 'checkUpload', bytes: copy }, [copy.buffer]);
    if (result.kind !== 'checkUpload') throw new Error('The file pool answered another job');
    return {
      ...result.value,
      bytes: new Uint8Array(result.value.bytes),
      thumbnail: Buffer.from(result.value.thumbnail),
    };
  }

  /** The pages of a document assembled into one PDF (see assemble-pdf), off the event loop. */
  async assemblePdf(parts: readonly AssemblyPart[], now: Date): Promise<Uint8Array> {
    const result = await this.run({ kind: 'assemblePdf', parts: [...parts], now }, []);
    if (result.kind !== 'assemblePdf') throw new Error('The file pool answered another job');
    return new Uint8Array(result.value);
  }

  /** What a document's page texts say (see analyse-document-text): MRZ, values, language, problems. */
  async analyseText(documentKey: string, texts: readonly string[], now: Date): Promise<TextAnalysis> {
    const result = await this.run({ kind: 'analyseText', documentKey, texts: [...texts], now }, []);
    if (result.kind !== 'analyseText') throw new Error('The file pool answered another job');
    return result.value;
  }

  private async run(
    job: DistributiveOmit<FileJob, 'started'>,
    transfer: ArrayBufferLike[],
  ): Promise<Extract<FileJobResult, { ok: true }>> {
    if (this.pool.queueSize >= this.limits.queue) throw new UploadRefused('checkBusy');
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let overBudget = false;
    const stop = () => {
      overBudget = true;
      abort.abort();
    };
    let timer = setTimeout(stop, this.limits.waitMs);
    port1.once('message', () => {
      clearTimeout(timer);
      timer = setTimeout(stop, this.limits.runMs);
    });
    try {
      const result = await this.pool.run({ ...job, started: port2 } as FileJob, {
        signal: abort.signal,
        transferList: [...(transfer as ArrayBuffer[]), port2],
      });
      if (!result.ok) throw new UploadRefused(result.refusal);
      return result;
    } catch (error) {
      if (error instanceof UploadRefused) throw error;
      if (overBudget) throw new UploadRefused('checkTooLong');
      if (error instanceof Error && /queue is at limit/i.test(error.message))
        throw new UploadRefused('checkBusy');
      // A thread that ran out of memory ends with ERR_WORKER_OUT_OF_MEMORY: the file costs too much.
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new UploadRefused('checkTooLong');
      throw error;
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

let shared: FilePool | null = null;

/** The process's pool, started on first use. */
export function filePool(): FilePool {
  shared ??= new FilePool();
  return shared;
}
