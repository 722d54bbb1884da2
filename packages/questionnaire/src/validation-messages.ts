/** Stable keys of answer-validation errors; the UI translates by key. */
export type ValidationKey =
  | 'required'
  | 'invalidFormat'
  | 'invalidEmail'
  | 'tooLong'
  | 'otherTextRequired'
  | 'uscisCharacters'
  | 'dateDoesNotExist';

/** Default texts per key and language, used when the question's label has no error_text. */
export const VALIDATION_MESSAGES: Readonly<Record<ValidationKey, Readonly<Record<'en' | 'es', string>>>> = {
  required: { en: 'This field is required', es: 'Este campo es obligatorio' },
  invalidFormat: { en: 'Invalid format', es: 'Formato no válido' },
  invalidEmail: { en: 'Type a valid email address', es: 'Escriba un correo electrónico válido' },
  tooLong: { en: 'Use at most {max} characters', es: 'Use como máximo {max} caracteres' },
  otherTextRequired: {
    en: 'Type your answer for the "Other" option',
    es: 'Escriba su respuesta para la opción «Otro»',
  },
  uscisCharacters: {
    en: 'Use only English letters, numbers and basic punctuation (no accents or ñ).',
    es: 'Use solo letras del alfabeto inglés, números y puntuación básica (sin acentos ni ñ).',
  },
  dateDoesNotExist: {
    en: 'This date does not exist. Check the day and the month.',
    es: 'Esta fecha no existe. Revise el día y el mes.',
  },
};

/** Keys whose message the label's error_text replaces; the others explain a rule the label cannot know. */
export const LABEL_OVERRIDABLE: ReadonlySet<ValidationKey> = new Set([
  'required',
  'invalidFormat',
  'invalidEmail',
  'tooLong',
]);

/** Default message for a key in a language, with `{name}` parameters filled in. */
export function defaultMessage(
  key: ValidationKey,
  lang: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const texts = VALIDATION_MESSAGES[key];
  const text = lang === 'es' ? texts.es : texts.en;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
