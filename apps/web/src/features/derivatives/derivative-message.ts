import { DERIVATIVE_MESSAGES, type DerivativeMessageKey, type Locale } from '@camino/contracts';

export function isDerivativeMessageKey(key: string): key is DerivativeMessageKey {
  return Object.hasOwn(DERIVATIVE_MESSAGES, key);
}

/** The rule text of a family-member message key in the reader's language (the contracts are its one source). */
export function derivativeMessage(key: DerivativeMessageKey, locale: Locale): string {
  return DERIVATIVE_MESSAGES[key][locale];
}
