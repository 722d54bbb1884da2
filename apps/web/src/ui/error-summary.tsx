import { useEffect, useRef } from 'react';
import { AlertIcon } from './icons';

export interface SummaryError {
  /** A selector of the control that fixes it; the link moves focus there. */
  target: string;
  message: string;
}

/**
 * The list of what blocks a form, shown above it. It takes focus when it appears (or when a new
 * attempt fails again), so screen-reader and keyboard users land on it instead of guessing.
 */
export function ErrorSummary({
  title,
  errors,
  trigger,
}: {
  title: string;
  errors: readonly SummaryError[];
  /** A value that changes on every refused attempt (the browser's or the server's), moving focus here. */
  trigger: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
    // Focus only on a new attempt, not on every keystroke that changes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trigger]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="error-summary"
      className="flex gap-2 rounded-lg border-2 border-error-700 bg-error-50 p-3 text-error-800 outline-none focus-visible:ring-4"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <ul className="mt-1 list-disc pl-5">
          {errors.map((error) => (
            <li key={`${error.target}-${error.message}`}>
              <button
                type="button"
                className="text-left underline"
                onClick={() => document.querySelector<HTMLElement>(error.target)?.focus()}
              >
                {error.message}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
