/**
 * Messages of the not-eligible contact form under stable keys, in both languages. The schema
 * carries the key as its message, so the browser and the server show the same words.
 */
export const LEAD_MESSAGES = {
  invalidFormat: { en: 'Invalid format', es: 'Formato no válido' },
  firstNameRequired: { en: 'Please write your first name.', es: 'Por favor, escriba su nombre.' },
  lastNameRequired: { en: 'Please write your last name.', es: 'Por favor, escriba su apellido.' },
  nameTooLong: {
    en: 'Please use 100 characters or fewer.',
    es: 'Por favor, use 100 caracteres o menos.',
  },
  emailInvalid: {
    en: 'Please check your email address, for example name@example.com.',
    es: 'Por favor, revise su correo electrónico, por ejemplo nombre@ejemplo.com.',
  },
  phoneInvalid: {
    en: 'Please check your phone number, for example (555) 123-4567.',
    es: 'Por favor, revise su número de teléfono, por ejemplo (555) 123-4567.',
  },
} as const;

export type LeadMessageKey = keyof typeof LEAD_MESSAGES;

/** The text of a message key in a language; unknown keys come back as they are. */
export function leadMessage(key: string, locale: 'en' | 'es'): string {
  return key in LEAD_MESSAGES ? LEAD_MESSAGES[key as LeadMessageKey][locale] : key;
}
