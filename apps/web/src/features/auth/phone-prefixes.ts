/** Calling codes offered beside the phone field: the U.S. first, then the countries most users come from. */
export const PHONE_PREFIXES = [
  { region: 'US', code: '1' },
  { region: 'MX', code: '52' },
  { region: 'GT', code: '502' },
  { region: 'HN', code: '504' },
  { region: 'SV', code: '503' },
  { region: 'NI', code: '505' },
  { region: 'CR', code: '506' },
  { region: 'PA', code: '507' },
  { region: 'CU', code: '53' },
  { region: 'DO', code: '1' },
  { region: 'PR', code: '1' },
  { region: 'HT', code: '509' },
  { region: 'CO', code: '57' },
  { region: 'VE', code: '58' },
  { region: 'EC', code: '593' },
  { region: 'PE', code: '51' },
  { region: 'BO', code: '591' },
  { region: 'CL', code: '56' },
  { region: 'AR', code: '54' },
  { region: 'BR', code: '55' },
  { region: 'ES', code: '34' },
] as const;

export type PhoneRegion = (typeof PHONE_PREFIXES)[number]['region'];

/** The number with its calling code, unless the person already wrote one with `+`. */
export function withPrefix(region: string, phone: string): string {
  const trimmed = phone.trim();
  if (!trimmed || trimmed.startsWith('+')) return trimmed;
  const code = PHONE_PREFIXES.find((prefix) => prefix.region === region)?.code ?? '1';
  return `+${code} ${trimmed}`;
}

export function prefixOptions(locale: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return PHONE_PREFIXES.map(({ region, code }) => ({
    value: region,
    label: `${names?.of(region) ?? region} (+${code})`,
  }));
}
