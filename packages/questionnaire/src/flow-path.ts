import type { PathEntry } from './types';

const SEPARATOR = ';';

/** Text form of one entry: `id` in the first loop iteration, `id_N` above it. */
export function formatEntry(entry: PathEntry): string {
  return entry.loopId > 1 ? `${entry.questionId}_${entry.loopId}` : String(entry.questionId);
}

/** Parses `id` or `id_N`; returns null for anything else. */
export function parseEntry(text: string): PathEntry | null {
  const match = /^(\d+)(?:_(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const loopId = match[2] === undefined ? 1 : Number(match[2]);
  if (loopId < 1) return null;
  return { questionId: Number(match[1]), loopId };
}

/** Formats a flow path as the ids joined by ';'. */
export function formatFlowPath(path: readonly PathEntry[]): string {
  return path.map(formatEntry).join(SEPARATOR);
}

/** Parses a stored flow path; empty or malformed pieces are dropped so old rows stay readable. */
export function parseFlowPath(text: string): PathEntry[] {
  return text
    .split(SEPARATOR)
    .map(parseEntry)
    .filter((entry): entry is PathEntry => entry !== null);
}

/** Key identifying an entry in maps and sets (same text as in the flow path). */
export const entryKey = formatEntry;

/** True when both name the same question occurrence. */
export function sameEntry(a: PathEntry | undefined, b: PathEntry | undefined): boolean {
  return a !== undefined && b !== undefined && a.questionId === b.questionId && a.loopId === b.loopId;
}
