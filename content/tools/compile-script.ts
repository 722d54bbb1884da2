import { prepareValidationScript, encodeBase64 } from '@camino/questionnaire';
import type { QuickJSWASMModule } from 'quickjs-emscripten';
import { getQuickJS, shouldInterruptAfterDeadline } from 'quickjs-emscripten';

/** Limits of the compile sandbox: a script that needs more than this to parse is rejected. */
export const SCRIPT_MEMORY_LIMIT_BYTES = 8 * 1024 * 1024;
export const SCRIPT_TIME_LIMIT_MS = 500;

let quickJs: Promise<QuickJSWASMModule> | undefined;

/**
 * Compiles (never runs) a validation script the way the server will run it: placeholders replaced,
 * wrapped as a function body taking `answer`. Returns the syntax error, or null when it compiles.
 */
export async function compileValidationScript(script: string): Promise<string | null> {
  // The WASM ships inside the npm package and is read from disk; nothing is downloaded.
  quickJs ??= getQuickJS();
  const module = await quickJs;
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(SCRIPT_MEMORY_LIMIT_BYTES);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + SCRIPT_TIME_LIMIT_MS));
  const context = runtime.newContext();
  try {
    const source = `(function (answer) {\n${prepareValidationScript(encodeBase64(script))}\n})`;
    const result = context.evalCode(source, 'validation.js', { compileOnly: true });
    if (result.error) {
      const error: unknown = context.dump(result.error);
      result.error.dispose();
      if (error && typeof error === 'object' && 'message' in error) return String(error.message);
      return String(error);
    }
    result.value.dispose();
    return null;
  } finally {
    context.dispose();
    runtime.dispose();
  }
}
