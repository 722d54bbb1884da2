import type { Strategy } from '@camino/contracts';
import { formatValue } from './format-value';
import { readValue, valueKey } from './form-values';

/** Values Form I-360 prints for a VAWA self-petitioner that no question asks as such. */
export function computeVawaValues(values: Map<string, string>, strategy: Strategy | null | undefined): void {
  const classification = strategy === 'vawasp' ? 'spouse' : strategy === 'vawach' ? 'child' : undefined;
  if (classification === undefined) return;
  values.set('computed.vawa_classification', classification);
  // The form asks a self-petitioning child to print "N/A" for the date and place of marriage.
  const marriageDate = readValue(values, 'relationship.marriage_date');
  const date = marriageDate === undefined ? undefined : formatValue(marriageDate, 'date');
  const place = readValue(values, 'relationship.marriage_place');
  if (classification === 'child') {
    values.set('computed.marriage_date', 'N/A');
    values.set('computed.marriage_place', 'N/A');
  } else {
    if (date !== undefined) values.set('computed.marriage_date', date);
    if (place !== undefined) values.set('computed.marriage_place', place);
  }

  const status = readValue(values, 'abuser.abuser_status');
  const abuserNumber = readValue(values, 'abuser.abuser_a_number')?.replace(/\D/g, '');
  if (abuserNumber !== undefined && abuserNumber !== '') {
    if (status === 'usc_naturalized')
      values.set('computed.abuser_a_number_naturalized', abuserNumber.padStart(9, '0'));
    if (status === 'lpr') values.set('computed.abuser_a_number_lpr', abuserNumber.padStart(9, '0'));
  }

  // Part 4, Item 4: other petitions or applications sent with this one (an I-485 at least, when said).
  const adjustment = readValue(values, 'background.files_adjustment') === 'yes';
  const given = Number(readValue(values, 'background.other_filings_count') ?? '0');
  const count = Math.max(Number.isFinite(given) ? Math.trunc(given) : 0, adjustment ? 1 : 0);
  values.set('computed.other_filings', count > 0 ? 'yes' : 'no');
  if (count > 0) values.set('computed.other_filings_count', String(count));

  if (readValue(values, 'about_you.foreign_city') !== undefined) {
    for (const part of ['family_name', 'given_name', 'middle_name']) {
      const name = readValue(values, `about_you.${part}`);
      if (name !== undefined) values.set(`computed.foreign_${part}`, name);
    }
  }
  if (readValue(values, 'about_you.foreign_apartment') !== undefined)
    values.set('computed.foreign_unit', 'apt');
  if (readValue(values, 'residence.shared_apartment') !== undefined)
    values.set('computed.shared_unit', 'apt');

  for (let item = 1; readValue(values, 'family.child_family_name', item) !== undefined; item++)
    if (readValue(values, 'family.has_children') !== 'no')
      values.set(valueKey('computed.child_listed', item), 'true');
}
