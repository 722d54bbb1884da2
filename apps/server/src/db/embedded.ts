import type { Db } from './database';

// The databases that run inside this process (PGlite). Killing the process kills such a database
// too, so whatever it has not written to disk yet is lost with it.
const embedded = new WeakSet<Db>();

export function markEmbedded(db: Db): void {
  embedded.add(db);
}

/** True when the database runs inside this process and dies with it. */
export function isEmbedded(db: Db): boolean {
  return embedded.has(db);
}
