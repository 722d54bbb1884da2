import { readValue } from './form-values';
import { newestItem } from './loop-order';

/** "Laredo, TX" → city and two-letter state; a place without a state is all city. */
function splitPlace(place: string | undefined): { city?: string; state?: string } {
  if (place === undefined) return {};
  const match = /^(.*?),\s*([A-Za-z]{2})$/.exec(place);
  return match ? { city: match[1]?.trim(), state: match[2]?.toUpperCase() } : { city: place };
}

/**
 * Values the T visa forms print that no question asks as such: whether the applicant is excused from
 * helping law enforcement (under 18 at the time, or trauma), whether they complied or are unable to, the
 * unit box of the safe mailing address, and the place of the last entry split into city and state.
 */
export function computeTvisaValues(values: Map<string, string>): void {
  const under18 = readValue(values, 'trafficking.under_18');
  const cooperated = readValue(values, 'law_enforcement.cooperated');
  const trauma = readValue(values, 'law_enforcement.excused') === 'trauma';
  if (under18 !== undefined || trauma)
    values.set('computed.tvisa_exempt', under18 === 'yes' || trauma ? 'yes' : 'no');
  if (cooperated !== undefined)
    values.set('computed.tvisa_complied', cooperated === 'yes' || trauma ? 'yes' : 'no');
  if (readValue(values, 'about_you.mail_apartment') !== undefined)
    values.set('computed.safe_mailing_unit', 'apt');
  for (const [key, record] of values) {
    const item = /^family\.relative_record#(\d+)$/.exec(key)?.[1];
    if (item === undefined) continue;
    // A yes with no item chosen says nothing about each item: its No boxes stay for the applicant.
    const chosen = [...values].some(
      ([other, value]) =>
        other.startsWith('family.relative_record_items.') && other.endsWith(`#${item}`) && value === 'true',
    );
    if (record === 'no' || (record === 'yes' && chosen))
      values.set(`computed.relative_record_answered#${item}`, 'true');
  }
  // The last entry is the most recent one, whatever order the entries were typed in.
  const last = newestItem(values, 'about_you.entry_date') ?? 1;
  const { city, state } = splitPlace(readValue(values, 'about_you.entry_place', last));
  if (city !== undefined && city !== '') values.set('computed.last_entry_city', city);
  if (state !== undefined) values.set('computed.last_entry_state', state);
}
