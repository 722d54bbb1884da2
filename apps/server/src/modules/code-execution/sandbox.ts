import type { QuickJSContext, QuickJSWASMModule } from 'quickjs-emscripten';
import { getQuickJS } from 'quickjs-emscripten';

/**
 * Limits of one validation script run (time is CPU time); content scripts compare a few answers
 * and need far less. QuickJS checks the time every few thousand instructions, so a script spending
 * its time in native calls (huge string operations) is bounded by the memory limit instead.
 */
export const SANDBOX_LIMITS = {
  timeMs: 250,
  memoryBytes: 8 * 1024 * 1024,
  stackBytes: 512 * 1024,
} as const;

export type SandboxFailure = 'timeout' | 'memory' | 'error';

export type SandboxResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly failure: SandboxFailure; readonly message: string };

/** Answers a script may read: `id` or `id_N` (loop iteration N) → response. */
export type SandboxAnswers = Readonly<Record<string, string>>;

export interface SandboxLimits {
  readonly timeMs: number;
  readonly memoryBytes: number;
  readonly stackBytes: number;
}

/**
 * Runs validation scripts in QuickJS (WebAssembly). Each run gets a fresh runtime with a memory
 * limit, a stack limit and an interrupt deadline; the context has only the JavaScript language
 * itself: no fetch, no timers, no require, no process. Answers go in as JSON data, and `answer`
 * is defined inside the sandbox, so no host function is ever callable from a script.
 */
export class ValidationSandbox {
  readonly #module: QuickJSWASMModule;
  readonly #limits: SandboxLimits;

  constructor(module: QuickJSWASMModule, limits: SandboxLimits = SANDBOX_LIMITS) {
    this.#module = module;
    this.#limits = limits;
  }

  // CPU time measures the script's own work, so a machine busy with other processes does not fail a
  // quick script; the wall clock still stops one that is starved for ten times as long.
  #overTime(started: { cpu: NodeJS.CpuUsage; wall: number }): boolean {
    const cpu = process.cpuUsage(started.cpu);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    return cpuMs > this.#limits.timeMs || Date.now() - started.wall > this.#limits.timeMs * 10;
  }

  /** Runs `script` as the body of a function receiving `answer(id, group, loopId)`; synchronous. */
  run(script: string, answers: SandboxAnswers): SandboxResult {
    const runtime = this.#module.newRuntime();
    runtime.setMemoryLimit(this.#limits.memoryBytes);
    runtime.setMaxStackSize(this.#limits.stackBytes);
    let started: { cpu: NodeJS.CpuUsage; wall: number } | undefined;
    let interrupted = false;
    runtime.setInterruptHandler(() => {
      if (!started || !this.#overTime(started)) return false;
      interrupted = true;
      return true;
    });
    let context: QuickJSContext | undefined;
    try {
      context = runtime.newContext();
      // The clock starts with the script, not with the runtime's set-up.
      started = { cpu: process.cpuUsage(), wall: Date.now() };
      const result = context.evalCode(programOf(script, answers), 'validation.js');
      if (result.error) {
        const message = errorMessage(context.dump(result.error));
        result.error.dispose();
        if (interrupted) return { ok: false, failure: 'timeout', message };
        if (/out of memory/i.test(message)) return { ok: false, failure: 'memory', message };
        return { ok: false, failure: 'error', message };
      }
      const value: unknown = context.dump(result.value);
      result.value.dispose();
      return { ok: true, value };
    } catch (error) {
      // QuickJS raises on the host side when the memory limit is hit while building values.
      const message = error instanceof Error ? error.message : String(error);
      if (interrupted) return { ok: false, failure: 'timeout', message };
      return { ok: false, failure: /memory/i.test(message) ? 'memory' : 'error', message };
    } finally {
      context?.dispose();
      runtime.dispose();
    }
  }
}

function programOf(script: string, answers: SandboxAnswers): string {
  // JSON text is a valid JavaScript expression, so the answers arrive as plain data.
  return `"use strict";
const __answers = ${JSON.stringify(answers)};
const answer = (id, group, loopId) => {
  const key = Number(loopId) > 1 ? id + '_' + loopId : String(id);
  return Object.prototype.hasOwnProperty.call(__answers, key) ? __answers[key] : '';
};
(function (answer) {
${script}
})(answer);`;
}

function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { name, message } = error as { name?: unknown; message: unknown };
    return typeof name === 'string' ? `${name}: ${String(message)}` : String(message);
  }
  return String(error);
}

let module: Promise<QuickJSWASMModule> | undefined;

/** The process's sandbox; the WebAssembly module ships in the npm package and is loaded once. */
export async function loadValidationSandbox(): Promise<ValidationSandbox> {
  module ??= getQuickJS();
  return new ValidationSandbox(await module);
}
