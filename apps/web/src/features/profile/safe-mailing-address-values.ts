import {
  type Locale,
  type SafeMailingAddressInput,
  type SafeMailingAddressState,
  safeAddressMessage,
  safeMailingAddressSchema,
} from '@camino/contracts';

export const SAFE_ADDRESS_FIELDS = ['inCareOf', 'street', 'unit', 'city', 'state', 'zip'] as const;
export type SafeAddressField = (typeof SAFE_ADDRESS_FIELDS)[number];
export type SafeAddressValues = Record<SafeAddressField, string>;
export type SafeAddressErrors = Partial<Record<SafeAddressField, { message: string; key: string }>>;

export function toSafeAddressValues(address: SafeMailingAddressState['mailingAddress']): SafeAddressValues {
  return {
    inCareOf: address?.inCareOf ?? '',
    street: address?.street ?? '',
    unit: address?.unit ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
  };
}

const isField = (name: string): name is SafeAddressField =>
  (SAFE_ADDRESS_FIELDS as readonly string[]).includes(name);

/** The same checks the server makes, with each message in the applicant's language. */
export function validateSafeAddress(values: SafeAddressValues, locale: Locale): SafeAddressErrors {
  const parsed = safeMailingAddressSchema.safeParse(values satisfies SafeMailingAddressInput);
  if (parsed.success) return {};
  const errors: SafeAddressErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isField(field))
      errors[field] ??= { key: issue.message, message: safeAddressMessage(issue.message, locale) };
  }
  return errors;
}

/** Field errors the server named (`mailingAddress.street`), in the applicant's language. */
export function serverSafeAddressErrors(
  fieldErrors: readonly { field: string; message: string }[],
  locale: Locale,
): SafeAddressErrors {
  const errors: SafeAddressErrors = {};
  for (const { field, message } of fieldErrors) {
    const name = field.split('.').pop() ?? '';
    if (isField(name)) errors[name] ??= { key: message, message: safeAddressMessage(message, locale) };
  }
  return errors;
}
