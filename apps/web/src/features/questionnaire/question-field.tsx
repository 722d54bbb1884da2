import type { Ref } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataOption, Locale } from '@camino/contracts';
import {
  toUscisText,
  type AnswerValue,
  type Flow,
  type OptionChoice,
  type Question,
} from '@camino/questionnaire';
import { CONTROL_CLASSES, FieldError } from '../../ui/field-message';
import { dataOptionsQuery } from './api';
import { DateField } from './date-field';
import { FieldsetField, LabelledField, describedBy, fieldId } from './field-frame';
import { PhoneField } from './phone-field';

export interface FieldProblem {
  /** Shown under the field. */
  readonly message: string;
  /** The "other" option's text box is what needs fixing. */
  readonly onOtherText?: boolean;
  /** The validation key, so a field can offer a fix it knows how to make. */
  readonly key?: string;
}

export interface QuestionFieldProps {
  flow: Flow;
  question: Question;
  loopId: number;
  lang: Locale;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  error?: FieldProblem | undefined;
  /** Where a prefilled value comes from, or what the document says instead of the answer. */
  note?: string | undefined;
  /** The only question of its page: its label is the page heading. */
  asHeading: boolean;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}

export function labelOf(flow: Flow, questionId: number, lang: Locale) {
  return flow.labels.get(`${questionId}:${lang}`);
}

const TEXT_INPUT: Partial<
  Record<Question['type'], { type: string; inputMode?: 'decimal' | 'email' | 'text'; autoComplete?: string }>
> = {
  TEXT: { type: 'text' },
  EMAIL: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  // A text input with a numeric keypad: type=number silently drops what it cannot parse.
  NUMBER: { type: 'text', inputMode: 'decimal' },
};

/** Renders one input question of any type, labelled, with its help text and error tied to it. */
export function QuestionField(props: QuestionFieldProps) {
  const { flow, question, loopId, lang, value, onChange, error, note, asHeading, headingRef } = props;
  const { t } = useTranslation('questionnaire');
  const label = labelOf(flow, question.question_id, lang);
  const id = fieldId(question.question_id, loopId);
  const text = typeof value === 'string' ? value : '';
  const hint = label?.help_text ?? null;
  const message = error?.message ?? null;
  const frame = { id, label: label?.label ?? '', hint, error: message, note, asHeading, headingRef };
  const described = describedBy(id, hint, message, note);
  const invalid = message !== null;
  const placeholder = label?.placeholder ?? undefined;

  switch (question.type) {
    case 'RADIO':
    case 'CHECKBOX':
      return (
        // An "other" text that is missing is reported beside its own text box, not twice.
        <FieldsetField {...frame} error={error?.onOtherText ? null : message}>
          <ChoiceOptions {...props} id={id} choices={typeof value === 'string' ? [] : value} />
        </FieldsetField>
      );
    case 'DATEPICKER': {
      const monthOnly = question.properties.precision === 'month';
      return (
        <FieldsetField {...frame}>
          <p className="text-sm text-muted">{t(monthOnly ? 'date.monthHint' : 'date.hint')}</p>
          <DateField
            monthOnly={monthOnly}
            id={id}
            value={text}
            onChange={onChange}
            lang={lang}
            invalid={invalid}
            describedBy={described}
          />
        </FieldsetField>
      );
    }
    case 'PHONE':
      return (
        <FieldsetField {...frame}>
          <PhoneField
            id={id}
            value={text}
            onChange={onChange}
            lang={lang}
            invalid={invalid}
            describedBy={described}
            // The calling code has its own control, so a content example's "+1 " is dropped.
            placeholder={placeholder?.replace(/^\+\d+\s*/, '')}
          />
        </FieldsetField>
      );
    case 'SELECT':
      return (
        <LabelledField {...frame}>
          <SelectControl
            id={id}
            source={typeof question.properties.ds === 'string' ? question.properties.ds : ''}
            lang={lang}
            value={text}
            onChange={onChange}
            placeholder={placeholder ?? t('select.choose')}
            invalid={invalid}
            describedBy={described}
          />
        </LabelledField>
      );
    case 'TEXTAREA':
      return (
        <LabelledField {...frame}>
          <textarea
            id={id}
            className={`${CONTROL_CLASSES} min-h-32`}
            rows={5}
            value={text}
            placeholder={placeholder}
            aria-invalid={invalid || undefined}
            aria-describedby={described}
            aria-required={question.required || undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        </LabelledField>
      );
    default: {
      const input = TEXT_INPUT[question.type] ?? { type: 'text' };
      return (
        <LabelledField {...frame}>
          <input
            id={id}
            className={CONTROL_CLASSES}
            type={input.type}
            inputMode={input.inputMode}
            autoComplete={input.autoComplete ?? 'off'}
            value={text}
            placeholder={placeholder}
            aria-invalid={invalid || undefined}
            aria-describedby={described}
            aria-required={question.required || undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {error?.key === 'uscisCharacters' ? <UscisFix text={text} onChange={onChange} /> : null}
        </LabelledField>
      );
    }
  }
}

/** Offers the plain spelling USCIS forms accept, instead of only refusing what was typed. */
function UscisFix({ text, onChange }: { text: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('questionnaire');
  const fixed = toUscisText(text);
  if (fixed === null || fixed === text) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="uscis-fix">
      <span>{t('uscisFix.text', { fixed })}</span>
      <button
        type="button"
        className="min-h-11 rounded-lg border-2 border-brand-700 px-3 font-semibold text-brand-800"
        onClick={() => onChange(fixed)}
        data-testid="uscis-fix-use"
      >
        {t('uscisFix.use')}
      </button>
    </p>
  );
}

function ChoiceOptions({
  flow,
  question,
  lang,
  onChange,
  error,
  id,
  choices,
}: QuestionFieldProps & { id: string; choices: readonly OptionChoice[] }) {
  const { t } = useTranslation('questionnaire');
  const options = (flow.children.get(question.question_id) ?? []).filter((child) => child.type === 'OPTION');
  const radio = question.type === 'RADIO';
  const chosen = new Map(choices.map((choice) => [choice.optionId, choice]));

  const toggle = (option: Question, on: boolean) => {
    if (radio) {
      onChange(
        on
          ? [
              {
                optionId: option.question_id,
                ...(option.properties.otTx === true
                  ? { text: chosen.get(option.question_id)?.text ?? '' }
                  : {}),
              },
            ]
          : [],
      );
      return;
    }
    const rest = choices.filter((choice) => choice.optionId !== option.question_id);
    onChange(
      on
        ? [
            ...rest,
            option.properties.otTx === true
              ? { optionId: option.question_id, text: '' }
              : { optionId: option.question_id },
          ]
        : rest,
    );
  };
  const setText = (option: Question, text: string) =>
    onChange(
      choices.map((choice) => (choice.optionId === option.question_id ? { ...choice, text } : choice)),
    );

  return (
    <div className="flex flex-col gap-2">
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-option-${option.question_id}`;
        const choice = chosen.get(option.question_id);
        const optionLabel = labelOf(flow, option.question_id, lang);
        const other = option.properties.otTx === true;
        const otherId = `${id}-other`;
        return (
          <div key={option.question_id} className="flex flex-col gap-2">
            <div className="flex items-center gap-3">
              <input
                id={optionId}
                type={radio ? 'radio' : 'checkbox'}
                name={id}
                value={String(option.question_id)}
                checked={choice !== undefined}
                onChange={(event) => toggle(option, event.target.checked)}
                aria-controls={other ? otherId : undefined}
                className="size-6 shrink-0 accent-brand-700"
              />
              <label htmlFor={optionId} className="flex min-h-11 flex-1 items-center">
                {optionLabel?.label ?? ''}
              </label>
            </div>
            {other && choice !== undefined ? (
              <div className="flex flex-col gap-1.5 pl-9">
                <label htmlFor={otherId} className="text-sm font-semibold">
                  {t('choice.otherText')}
                </label>
                <input
                  id={otherId}
                  className={CONTROL_CLASSES}
                  value={choice.text ?? ''}
                  placeholder={optionLabel?.placeholder ?? undefined}
                  aria-required
                  aria-invalid={error?.onOtherText ? true : undefined}
                  aria-describedby={error?.onOtherText ? `${otherId}-error` : undefined}
                  onChange={(event) => setText(option, event.target.value)}
                />
                {error?.onOtherText ? <FieldError id={otherId}>{error.message}</FieldError> : null}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/**
 * A SELECT's options come from its data source. A native select: phones open their own
 * searchable picker, desktop browsers jump by typed letters, and screen readers know it well.
 */
function SelectControl({
  id,
  source,
  lang,
  value,
  onChange,
  placeholder,
  invalid,
  describedBy: described,
}: {
  id: string;
  source: string;
  lang: Locale;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation('questionnaire');
  // The options of the language shown before stay until those of a new one arrive.
  const query = useQuery({ ...dataOptionsQuery(source, lang), placeholderData: keepPreviousData });
  const options: readonly DataOption[] | null = query.data ?? null;

  if (query.isError && options === null) {
    return (
      <p role="alert" className="text-sm">
        {t('select.failed')}{' '}
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => void query.refetch()}
        >
          {t('select.retry')}
        </button>
      </p>
    );
  }
  return (
    <select
      id={id}
      className={CONTROL_CLASSES}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={described}
      aria-busy={options === null || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{options === null ? t('select.loading') : placeholder}</option>
      {/* A stored value shows even before the list arrives. */}
      {options === null && value !== '' ? <option value={value}>{value}</option> : null}
      {(options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
