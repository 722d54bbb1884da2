/**
 * The one text type of every free-text field a client sends. PostgreSQL cannot store U+0000,
 * an unpaired surrogate cannot be encoded at all, and other control characters only hide text
 * from the people reading it; all are refused with the spec's generic 'Invalid format'. What is
 * accepted is stored in Unicode NFC, so the same name typed on two keyboards compares equal.
 */
import { z } from 'zod';

export const TEXT_MESSAGES = {
  invalidFormat: { en: 'Invalid format', es: 'Formato no válido' },
  required: { en: 'This field is required', es: 'Este campo es obligatorio' },
} as const;

/** NUL and every other C0 or C1 control character, DEL included. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, except newline and tab, which a multi-line answer may hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface TextOptions {
  /** Newlines and tabs allowed (a carriage return before a newline is dropped). Default false. */
  multiline?: boolean;
  /** Leading and trailing white space removed. Default true. */
  trim?: boolean;
  /** Default 0; with 1 or more, an empty value answers 'This field is required'. */
  min?: number;
  /** Default 1,000 characters. */
  max?: number;
  /** The message (or message key) of a refused character or length; default 'Invalid format'. */
  invalidMessage?: string;
  /** The message (or message key) of a missing or empty value; default 'This field is required'. */
  requiredMessage?: string;
}

/** True when `value` holds nothing `text()` refuses. */
export function isAcceptableText(value: string, multiline = false): boolean {
  const control = multiline ? CONTROL_EXCEPT_LINES : CONTROL;
  const lines = multiline ? value.replace(/\r\n/g, '\n') : value;
  return !control.test(lines) && !UNPAIRED_SURROGATE.test(value);
}

/** A free-text field: checked for hostile characters, normalised to NFC, trimmed, bounded. */
export function text(options: TextOptions = {}) {
  const { multiline = false, trim = true, min = 0, max = 1000 } = options;
  const invalid = options.invalidMessage ?? TEXT_MESSAGES.invalidFormat.en;
  const required = options.requiredMessage ?? TEXT_MESSAGES.required.en;
  let schema = z
    .string({ message: required })
    .refine((value) => isAcceptableText(value, multiline), {
      message: invalid,
      abort: true,
    })
    .normalize('NFC');
  if (multiline) schema = schema.overwrite((value) => value.replace(/\r\n/g, '\n'));
  if (trim) schema = schema.trim();
  if (min > 0) schema = schema.min(min, { message: required });
  return schema.max(max, { message: invalid });
}
