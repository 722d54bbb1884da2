/**
 * Payment messages under stable keys, in both languages. Validation returns the key; the screen
 * (or the server's problem `reason`) shows the text of the user's language. `{{name}}` marks a value
 * filled in by `paymentMessage`.
 */
export const PAYMENT_MESSAGES = {
  'payment.failed': {
    en: 'There was a problem processing your payment. Please try again.',
    es: 'Hubo un problema al procesar su pago. Por favor, inténtelo de nuevo.',
  },
  'payment.cardDeclined': {
    en: 'Your card was declined. Try another card, or ask your bank why it was refused.',
    es: 'Su tarjeta fue rechazada. Pruebe con otra tarjeta o pregunte a su banco por qué la rechazó.',
  },
  'downPayment.invalid': {
    en: 'Enter the down payment in dollars and cents.',
    es: 'Escriba el pago inicial en dólares y centavos.',
  },
  'downPayment.belowMinimum': {
    en: 'The down payment must be at least {{minimum}}.',
    es: 'El pago inicial debe ser de al menos {{minimum}}.',
  },
  'downPayment.notBelowFull': {
    en: 'The down payment must be less than {{fullPrice}}. To pay that much or more, choose to pay in full.',
    es: 'El pago inicial debe ser menor que {{fullPrice}}. Para pagar esa cantidad o más, elija pagar el total.',
  },
  'quote.unknownState': {
    en: 'Choose the U.S. state or territory where you live.',
    es: 'Elija el estado o territorio de EE. UU. donde vive.',
  },
  'quote.spouseNotOffered': {
    en: 'A spouse cannot be added to this type of case.',
    es: 'No se puede agregar un cónyuge a este tipo de caso.',
  },
  'quote.childrenNotOffered': {
    en: 'Children cannot be added to this type of case.',
    es: 'No se pueden agregar hijos a este tipo de caso.',
  },
  'quote.invalidFamilyMembers': {
    en: 'Check the number of family members.',
    es: 'Revise el número de familiares.',
  },
  'quote.invalidStartDate': {
    en: 'The payment date is not valid.',
    es: 'La fecha de pago no es válida.',
  },
  'card.nameInvalid': {
    en: 'Enter the name as it appears on the card.',
    es: 'Escriba el nombre como aparece en la tarjeta.',
  },
  'card.numberRequired': { en: 'Enter the card number.', es: 'Escriba el número de la tarjeta.' },
  'card.numberInvalid': { en: 'The card number is not valid.', es: 'El número de la tarjeta no es válido.' },
  'card.typeUnknown': {
    en: 'We do not accept this type of card. Use Visa, Mastercard, American Express, Discover, Diners Club, JCB or UnionPay.',
    es: 'No aceptamos este tipo de tarjeta. Use Visa, Mastercard, American Express, Discover, Diners Club, JCB o UnionPay.',
  },
  'card.expiryInvalid': {
    en: 'Enter a valid expiration date (MM/YY).',
    es: 'Escriba una fecha de vencimiento válida (MM/AA).',
  },
  'card.cvvRequired': { en: 'Enter the security code (CVV).', es: 'Escriba el código de seguridad (CVV).' },
  'card.cvvInvalid': {
    en: 'The security code (CVV) is not valid.',
    es: 'El código de seguridad (CVV) no es válido.',
  },
  'card.postalCodeInvalid': { en: 'Enter a valid ZIP code.', es: 'Escriba un código postal válido.' },
  'card.emailInvalid': {
    en: 'Type a valid email address',
    es: 'Escriba un correo electrónico válido',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** A stable key of a payment message. */
export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;

/** The payment failure message of spec section 8, in both languages. */
export const PAYMENT_FAILED_MESSAGE = PAYMENT_MESSAGES['payment.failed'];

/** The text of a payment message in the user's language, with `{{name}}` placeholders filled in. */
export function paymentMessage(
  key: PaymentMessageKey,
  locale: 'en' | 'es',
  values: Readonly<Record<string, string>> = {},
): string {
  return PAYMENT_MESSAGES[key][locale].replace(
    /\{\{(\w+)\}\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}
