import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@camino/contracts';
import { serverProblemsFor, withoutProblem, type Problems } from './field-problems';
import { getSaveQueue, type SaveStatus } from './save-queue';

export interface SaveProblems {
  /** Where the answers are: saved, saving, kept on the device while offline, or not saved. */
  readonly status: SaveStatus;
  /** The server's refusals of saved answers, by field. */
  readonly problems: Problems;
  /** Forgets the refusal of a field being corrected. */
  forget(key: string): void;
}

/**
 * The state of the save queue and the answers the server refused for one configuration. A refusal
 * stays until its field is changed or saved again, whatever page is shown; `onRefused` hears of
 * each one, so the page can move focus to the field.
 */
export function useSaveProblems(configId: number | null, lang: Locale, onRefused: () => void): SaveProblems {
  const { t } = useTranslation('questionnaire');
  const queue = getSaveQueue();
  const status = useSyncExternalStore(
    useCallback((listener: () => void) => queue.subscribe(listener), [queue]),
    () => queue.status(),
  );
  const [problems, setProblems] = useState<Problems>({});
  const langRef = useRef(lang);
  langRef.current = lang;
  const onRefusedRef = useRef(onRefused);
  onRefusedRef.current = onRefused;

  useEffect(() => queue.start(), [queue]);

  // Answers the server refused come back as field errors; what the applicant typed stays on screen.
  useEffect(() => {
    if (configId === null) return undefined;
    return queue.onRejected((rejection) => {
      if (rejection.call.configId !== configId) return;
      const found = serverProblemsFor(rejection.extensions, langRef.current, t);
      if (!found) return;
      setProblems((current) => ({ ...current, ...found }));
      onRefusedRef.current();
    });
  }, [configId, queue, t]);

  const forget = useCallback((key: string) => setProblems((current) => withoutProblem(current, key)), []);

  return { status, problems, forget };
}
