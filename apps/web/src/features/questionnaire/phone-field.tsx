import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@camino/contracts';
import { CONTROL_CLASSES } from '../../ui/field-message';
import { phonePrefixesQuery, type PhonePrefix } from './api';

// Most applicants live in the U.S.; until the list arrives (or if it cannot) +1 is offered alone.
const FALLBACK: PhonePrefix = { country: 'US', name: 'United States', prefix: '+1' };

/** Splits a stored phone ("+52 55 1234 5678") into the longest known prefix and the rest. */
export function splitPhone(
  value: string,
  prefixes: readonly PhonePrefix[],
): { country: string; number: string } {
  const text = value.trim();
  let best: PhonePrefix | undefined;
  for (const candidate of prefixes) {
    if (!text.startsWith(candidate.prefix)) continue;
    if (!best || candidate.prefix.length > best.prefix.length) best = candidate;
    else if (candidate.prefix === best.prefix && candidate.country === 'US') best = candidate;
  }
  if (!best) return { country: FALLBACK.country, number: text };
  return { country: best.country, number: text.slice(best.prefix.length).trim() };
}

/** Joins prefix and number; an empty number is an unanswered question, not a bare prefix. */
export function joinPhone(prefix: string, number: string): string {
  return number.trim() === '' ? '' : `${prefix} ${number.trim()}`;
}

/** A phone number with its country calling code (GET countries/prefix) chosen beside it. */
export function PhoneField({
  id,
  value,
  onChange,
  lang,
  invalid,
  describedBy,
  placeholder,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  lang: Locale;
  invalid: boolean;
  describedBy: string | undefined;
  placeholder?: string | undefined;
}) {
  const { t } = useTranslation('questionnaire');
  // The prefixes of the language shown before stay until those of a new one arrive.
  const { data: list } = useQuery({ ...phonePrefixesQuery(lang), placeholderData: keepPreviousData });
  const prefixes: readonly PhonePrefix[] = list && list.length > 0 ? list : [FALLBACK];
  const [parts, setParts] = useState(() => splitPhone(value, [FALLBACK]));

  useEffect(() => {
    if (!list || list.length === 0) return;
    // A stored number with another country's code is read again once every code is known.
    setParts((current) => (current.country === FALLBACK.country ? splitPhone(value, list) : current));
    // The stored value is read once per list; later typing is the component's own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list]);

  const prefixOf = (country: string) =>
    prefixes.find((candidate) => candidate.country === country)?.prefix ?? FALLBACK.prefix;
  const update = (next: Partial<typeof parts>) => {
    const merged = { ...parts, ...next };
    setParts(merged);
    onChange(joinPhone(prefixOf(merged.country), merged.number));
  };
  const common = { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy } as const;

  return (
    <div className="flex flex-wrap gap-3">
      <div className="flex min-w-36 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-prefix`} className="text-sm font-semibold">
          {t('phone.prefix')}
        </label>
        <select
          id={`${id}-prefix`}
          className={CONTROL_CLASSES}
          value={parts.country}
          autoComplete="tel-country-code"
          onChange={(event) => update({ country: event.target.value })}
          {...common}
        >
          {prefixes.map((candidate) => (
            <option key={candidate.country} value={candidate.country}>
              {`${candidate.name} (${candidate.prefix})`}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-44 flex-[2] flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('phone.number')}
        </label>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className={CONTROL_CLASSES}
          value={parts.number}
          placeholder={placeholder}
          onChange={(event) => update({ number: event.target.value })}
          {...common}
        />
      </div>
    </div>
  );
}
