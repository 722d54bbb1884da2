import type { ReactNode } from 'react';
import { FieldError, FieldHint } from '../../ui/field-message';

/** Id of the first control of a question occurrence: where focus goes when its answer is blocked. */
export function fieldId(questionId: number, loopId: number): string {
  return `q-${questionId}-${loopId}`;
}

/** Ids the control is described by: its help text, its error, then its note, so all are read with it. */
export function describedBy(
  id: string,
  hint?: ReactNode,
  error?: ReactNode,
  note?: ReactNode,
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, note ? `${id}-note` : null].filter(
    Boolean,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Where a prefilled value comes from, under its field. */
export function FieldNote({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-note`} className="text-sm text-brand-800" data-testid="prefill-note">
      {children}
    </p>
  );
}

/**
 * A single-control question: its label. On a one-question page the label is the page heading
 * (the heading and the field's name are one text, read once).
 */
export function LabelledField({
  id,
  label,
  hint,
  error,
  note,
  asHeading,
  headingRef,
  children,
}: {
  id: string;
  label: string;
  hint?: string | null;
  error?: string | null;
  note?: string | undefined;
  asHeading: boolean;
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const labelElement = (
    <label htmlFor={id} className={asHeading ? '' : 'font-semibold'}>
      {label}
    </label>
  );
  return (
    <div className="flex flex-col gap-1.5">
      {asHeading ? (
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-900 outline-none sm:text-3xl"
        >
          {labelElement}
        </h1>
      ) : (
        labelElement
      )}
      <FieldHint id={id}>{hint}</FieldHint>
      {children}
      <FieldError id={id}>{error}</FieldError>
      <FieldNote id={id}>{note}</FieldNote>
    </div>
  );
}

/** A question of several controls (choices, a date, a phone): a fieldset whose legend names it. */
export function FieldsetField({
  id,
  label,
  hint,
  error,
  note,
  asHeading,
  headingRef,
  children,
}: {
  id: string;
  label: string;
  hint?: string | null;
  error?: string | null;
  note?: string | undefined;
  asHeading: boolean;
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={describedBy(id, hint, error, note)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1">
        {asHeading ? (
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-brand-900 outline-none sm:text-3xl"
          >
            {label}
          </h1>
        ) : (
          <span className="font-semibold">{label}</span>
        )}
      </legend>
      <FieldHint id={id}>{hint}</FieldHint>
      {children}
      <FieldError id={id}>{error}</FieldError>
      <FieldNote id={id}>{note}</FieldNote>
    </fieldset>
  );
}
