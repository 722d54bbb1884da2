/**
 * The save queue: every change to the applicant's answers becomes a call kept in localStorage
 * until the server has it, so an answer survives a dropped connection, a closed tab or a reload.
 * Calls go out one at a time, in order (a changed branch's deletes must land before the new
 * answers). Network failures and 5xx retry with backoff; offline the queue waits for `online`.
 * localStorage is enough here: the queue holds a few small JSON calls, must be readable
 * synchronously on start, and IndexedDB would add an async layer for no gain.
 */
import { ApiError } from '../../lib/api-client';
import { type AnswerCall, sendAnswerCall } from './api';
import { readStored, writeStored } from './local-cache';

export type NewCall = AnswerCall & { readonly configId: number };

export type QueuedCall = NewCall & { readonly id: string };

/** What the applicant is told: saved, saving, kept on the device while offline, or not saved. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'error';

export interface Rejection {
  readonly call: QueuedCall;
  readonly status: number;
  /** The refusal's fields beyond its code, reason and field errors, e.g. the answers' `questionErrors`. */
  readonly extensions: Readonly<Record<string, unknown>>;
}

export interface SaveQueueOptions {
  send?: (call: QueuedCall) => Promise<void>;
  storageKey?: string;
  baseDelayMs?: number;
  maxDelayMs?: number;
  isOnline?: () => boolean;
}

const STORAGE_KEY = 'queue';

const sendCall = (queued: QueuedCall): Promise<void> => sendAnswerCall(queued);

// A rejected answer stays rejected however often it is sent; anything else may pass on a retry.
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

export class SaveQueue {
  private calls: QueuedCall[];
  private running: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  private current: SaveStatus;
  private readonly listeners = new Set<() => void>();
  private readonly rejectionListeners = new Set<(rejection: Rejection) => void>();
  private readonly send: (call: QueuedCall) => Promise<void>;
  private readonly storageKey: string;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly isOnline: () => boolean;

  constructor(options: SaveQueueOptions = {}) {
    this.send = options.send ?? sendCall;
    this.storageKey = options.storageKey ?? STORAGE_KEY;
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.isOnline = options.isOnline ?? (() => navigator.onLine);
    const stored = readStored<QueuedCall[]>(this.storageKey);
    this.calls = Array.isArray(stored) ? stored : [];
    this.current = this.calls.length === 0 ? 'saved' : this.isOnline() ? 'saving' : 'offline';
  }

  /** Listens for the browser coming back online and sends what a previous visit left behind. */
  start(): () => void {
    const online = () => {
      this.attempts = 0;
      void this.flush();
    };
    const offline = () => {
      if (this.calls.length > 0) this.setStatus('offline');
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    void this.flush();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }

  status(): SaveStatus {
    return this.current;
  }

  pending(configId?: number): readonly QueuedCall[] {
    return configId === undefined ? this.calls : this.calls.filter((queued) => queued.configId === configId);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onRejected(listener: (rejection: Rejection) => void): () => void {
    this.rejectionListeners.add(listener);
    return () => this.rejectionListeners.delete(listener);
  }

  /** Adds calls at the end and starts sending; an earlier unsent path of the same section is dropped, the last one wins. */
  enqueue(calls: readonly NewCall[]): void {
    if (calls.length === 0) return;
    const replacesPath = calls.some((queued) => queued.kind === 'path');
    if (replacesPath) {
      const configIds = new Set(
        calls.filter((queued) => queued.kind === 'path').map((queued) => queued.configId),
      );
      this.calls = this.calls.filter(
        (queued, index) =>
          // The first call may be in flight; it is left alone.
          index === 0 || queued.kind !== 'path' || !configIds.has(queued.configId),
      );
    }
    for (const queued of calls) this.calls.push({ ...queued, id: newId() });
    this.persist();
    this.attempts = 0;
    this.setStatus(this.isOnline() ? 'saving' : 'offline');
    void this.flush();
  }

  /** Sends until the queue is empty; resolves true when everything reached the server. */
  async flush(): Promise<boolean> {
    if (this.retryTimer !== null) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    await this.running;
    return this.calls.length === 0;
  }

  private async run(): Promise<void> {
    while (this.calls.length > 0) {
      if (!this.isOnline()) {
        this.setStatus('offline');
        return;
      }
      const next = this.calls[0]!;
      this.setStatus('saving');
      try {
        await this.send(next);
        this.attempts = 0;
        this.remove(next.id);
      } catch (error) {
        if (isRetryable(error)) {
          this.scheduleRetry(error);
          return;
        }
        this.remove(next.id);
        const status = error instanceof ApiError ? error.status : 0;
        const extensions = error instanceof ApiError ? error.extensions : {};
        for (const listener of this.rejectionListeners) listener({ call: next, status, extensions });
      }
    }
    this.setStatus('saved');
  }

  private scheduleRetry(error: unknown): void {
    this.attempts += 1;
    const offline = !this.isOnline() || (error instanceof ApiError && error.status === 0);
    this.setStatus(
      offline ? 'offline' : error instanceof ApiError && error.status === 401 ? 'error' : 'saving',
    );
    // Exponential backoff with jitter, so many phones coming back online do not retry in step.
    const delay = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (this.attempts - 1));
    const jittered = delay / 2 + Math.random() * (delay / 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, jittered);
  }

  private remove(id: string): void {
    this.calls = this.calls.filter((queued) => queued.id !== id);
    this.persist();
  }

  private persist(): void {
    writeStored(this.storageKey, this.calls);
  }

  private setStatus(status: SaveStatus): void {
    if (status === this.current) return;
    this.current = status;
    for (const listener of this.listeners) listener();
  }
}

let counter = 0;
function newId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

let shared: SaveQueue | null = null;

/** The page's one queue, shared by every questionnaire on it. */
export function getSaveQueue(): SaveQueue {
  shared ??= new SaveQueue();
  return shared;
}

/** Tests replace the shared queue. */
export function setSaveQueue(queue: SaveQueue | null): void {
  shared = queue;
}
