/**
 * Autosave while typing. Every keystroke goes to localStorage at once (draft-store), and the text is
 * sent to the server shortly after typing pauses. A failed send (offline, server down, session over)
 * keeps the draft and tries again when the browser is back online and every few seconds; the draft
 * is dropped only once the server has exactly that text.
 */
import type { TranslationStanding } from '@camino/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { caseKeys } from '../../lib/api/case-keys';
import { type Declaration, saveSectionText, type TextKind } from './api/declaration';
import { declarationKeys } from './api/declaration-keys';
import { clearDraftIfSent, initialText, pendingDrafts, readDraft, writeDraft } from './draft-store';

export type AutosaveStatus = 'saved' | 'saving' | 'offline' | 'error' | 'readOnly';

type Save = (section: string, kind: TextKind, text: string) => Promise<unknown>;

const RETRY_MS = 10_000;

function statusOf(error: unknown): AutosaveStatus {
  if (!(error instanceof ApiError)) return 'offline';
  if (error.status === 409) return 'readOnly';
  if (error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500)
    return 'offline';
  return 'error';
}

/** Sends one section's unsent draft, if any; answers the resulting status. */
export async function sendDraft(
  section: string,
  kind: TextKind,
  save: Save = saveSectionText,
): Promise<AutosaveStatus> {
  const draft = readDraft(section, kind);
  if (draft === null) return 'saved';
  try {
    await save(section, kind, draft.text);
  } catch (error) {
    return statusOf(error);
  }
  clearDraftIfSent(section, kind, draft.text);
  return readDraft(section, kind) === null ? 'saved' : 'saving';
}

/** Sends every draft left unsent on this device (from another section, or before a reload). */
export async function sendPendingDrafts(kind: TextKind, save: Save = saveSectionText): Promise<void> {
  for (const section of pendingDrafts(kind)) await sendDraft(section, kind, save);
}

/** What the server answers a save: the original's revision now, and the translation's standing after it. */
export interface SavedAnswer {
  readonly revision: string;
  readonly translationStanding: TranslationStanding | null;
}

const isSavedAnswer = (value: unknown): value is SavedAnswer =>
  typeof value === 'object' && value !== null && typeof (value as SavedAnswer).revision === 'string';

/**
 * Puts saved text into the cached declaration, so coming back to a section shows what was saved. The
 * server's answer gives the original's new revision (which a translation must be sent with) and the
 * translation's standing; without it, the standing is guessed from the text.
 */
export function rememberSaved(
  queryClient: QueryClient,
  section: string,
  kind: TextKind,
  text: string,
  answer?: SavedAnswer,
): void {
  queryClient.setQueriesData<Declaration>({ queryKey: declarationKeys.all }, (cached) => {
    if (!cached || !Array.isArray(cached.sections)) return cached;
    const updatedAt = new Date().toISOString();
    return {
      ...cached,
      sections: cached.sections.map((item) => {
        if (item.key !== section) return item;
        const revision = answer?.revision ?? item.revision;
        if (kind === 'translation')
          return {
            ...item,
            revision,
            translation: {
              text,
              machineDraft: false,
              updatedAt,
              standing: answer?.translationStanding ?? ('current' as const),
            },
          };
        // A changed original leaves its translation out of date until the translator updates it.
        const changed = text.trim() !== item.original.text.trim();
        const guessed =
          changed && item.translation !== null && item.translation.text.trim() !== ''
            ? ('out-of-date' as const)
            : item.translation?.standing;
        const standing = answer?.translationStanding ?? guessed;
        const translation =
          item.translation !== null && standing !== undefined
            ? { ...item.translation, standing }
            : item.translation;
        return { ...item, revision, original: { ...item.original, text, updatedAt }, translation };
      }),
    };
  });
}

export interface AutosaveOptions {
  section: string;
  kind: TextKind;
  serverText: string;
  delayMs?: number;
  save?: Save;
}

export function useAutosave({
  section,
  kind,
  serverText,
  delayMs = 800,
  save = saveSectionText,
}: AutosaveOptions) {
  const [start] = useState(() => initialText(section, kind, serverText));
  const [text, setText] = useState(start.text);
  const [status, setStatus] = useState<AutosaveStatus>(start.unsent ? 'offline' : 'saved');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sending = useRef(false);
  const refused = useRef(false);

  const queryClient = useQueryClient();

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    if (readDraft(section, kind) !== null) setStatus('saving');
    let next: AutosaveStatus = 'saving';
    while (next === 'saving') {
      const sent = readDraft(section, kind)?.text;
      let answer: SavedAnswer | undefined;
      next = await sendDraft(section, kind, async (...args) => {
        const response = await save(...args);
        if (isSavedAnswer(response)) answer = response;
        return response;
      });
      if (next !== 'offline' && next !== 'error' && next !== 'readOnly' && sent !== undefined) {
        rememberSaved(queryClient, section, kind, sent, answer);
        // What the case still lacks may have changed with this text (a part written, a translation current).
        void queryClient.invalidateQueries({ queryKey: caseKeys.missingItemsAll() });
      }
    }
    sending.current = false;
    // A complete case refuses every change; asking again would only be refused again.
    refused.current = next === 'readOnly';
    setStatus(next);
  }, [section, kind, save, queryClient]);

  const change = useCallback(
    (value: string) => {
      setText(value);
      writeDraft(section, kind, value);
      setStatus((current) => (current === 'readOnly' ? current : 'saving'));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [section, kind, delayMs, flush],
  );

  useEffect(() => {
    if (start.unsent) void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    const retry = setInterval(() => {
      if (readDraft(section, kind) !== null && !refused.current) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(retry);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [flush, section, kind, start.unsent]);

  return { text, change, status, flush };
}
