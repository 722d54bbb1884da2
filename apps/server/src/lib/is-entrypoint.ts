import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** True when the module with this `import.meta.url` is the script node was asked to run. */
export function isEntrypoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return pathToFileURL(realpathSync(script)).href === moduleUrl;
  } catch {
    return false;
  }
}
