/**
 * Text the applicant typed and the server does not have yet, kept in localStorage the moment it is
 * typed: a reload, a lost connection or an expired session cannot lose it. A draft is removed once the
 * server holds exactly that text, so a story does not linger on the device longer than needed.
 * Storage can be full or disabled; writing then fails quietly and the text is only in memory.
 */
import type { TextKind } from './api/declaration';

const PREFIX = 'camino.declaration.draft.';

export interface LocalDraft {
  readonly text: string;
  readonly at: number;
}

const keyOf = (section: string, kind: TextKind) => `${PREFIX}${kind}.${section}`;

export function readDraft(section: string, kind: TextKind): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(section, kind));
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    return typeof parsed.text === 'string' ? { text: parsed.text, at: Number(parsed.at) || 0 } : null;
  } catch {
    return null;
  }
}

export function writeDraft(section: string, kind: TextKind, text: string, now = Date.now()): void {
  try {
    window.localStorage.setItem(keyOf(section, kind), JSON.stringify({ text, at: now }));
  } catch {
    // Kept in memory only.
  }
}

/** Forgets the draft only if it still holds `sent`: text typed while the save was in flight stays. */
export function clearDraftIfSent(section: string, kind: TextKind, sent: string): void {
  if (readDraft(section, kind)?.text !== sent) return;
  try {
    window.localStorage.removeItem(keyOf(section, kind));
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Every section with text still waiting for the server. */
export function pendingDrafts(kind: TextKind): string[] {
  const sections: string[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(`${PREFIX}${kind}.`)) sections.push(key.slice(`${PREFIX}${kind}.`.length));
    }
  } catch {
    // No storage, no drafts.
  }
  return sections;
}

/** What the editor starts from: an unsent draft wins over the server's older copy. */
export function initialText(
  section: string,
  kind: TextKind,
  serverText: string,
): { text: string; unsent: boolean } {
  const draft = readDraft(section, kind);
  if (draft === null || draft.text === serverText) return { text: serverText, unsent: false };
  return { text: draft.text, unsent: true };
}
