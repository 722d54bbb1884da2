import type { TextEntry } from './form-schema';

/** A narrative as long as applicants write them, for fields the form continues elsewhere anyway. */
const NARRATIVE =
  'In March 2019 armed men came to our house at night, beat my husband in front of our children and said they would come back for me if we did not pay them every month. '.repeat(
    3,
  );

/**
 * The longest an answer of this kind plausibly is, as an applicant types it (a relative's two family
 * names, a street with its neighbourhood), for the fit check of every text field.
 */
export function longestPlausible(key: string, entry: TextEntry): string {
  const options = Object.entries(entry.values ?? {});
  // A map that only blanks answers ("None" printed as nothing) leaves the typed answer to measure.
  if (options.some(([, printed]) => printed !== ''))
    return options.reduce((a, b) => (b[1].length > a[1].length ? b : a))[0];
  switch (entry.format) {
    case 'date':
      return '2019-12-28';
    case 'month_year':
      return '2019-12';
    case 'country':
      return 'CD';
    case 'language':
      return 'ht';
    case 'digits':
      return '123456789';
    case 'area_code':
    case 'local_number':
    case 'us_phone':
      return '7135550142';
    default:
  }
  // The last part names it: computed.safe_address.city is a city.
  const name = key.slice(key.lastIndexOf('.') + 1);
  if (/family_name|last_name/.test(name)) return 'Gutiérrez de la Fuente Montenegro';
  if (/given_name|first_name/.test(name)) return 'María de los Ángeles';
  if (/middle_name/.test(name)) return 'Guadalupe Esperanza';
  if (/full_name|name$/.test(name)) return 'María de los Ángeles Gutiérrez de la Fuente Montenegro';
  if (/street|address/.test(name)) return '1234 Avenida de los Libertadores, Colonia San Rafael Arcángel';
  if (/city|town|place|province|department/.test(name)) return 'San Pedro Sacatepéquez, San Marcos';
  if (/apt|unit/.test(name)) return '1204B';
  if (/zip|postal/.test(name)) return '77506-1234';
  if (/state/.test(name)) return 'TX';
  if (/email/.test(name)) return 'maria.gutierrez.delafuente@example.org';
  if (/number|ssn|passport|i94|receipt/.test(name)) return 'IOE0912345678';
  if (/details|explanation|why|reason|happened/.test(name)) return NARRATIVE;
  return 'Agricultural worker and seasonal street vendor';
}

/** How the longest value prints (dates as the form writes them, codes as words), for measuring it. */
export function longestPrinted(key: string, entry: TextEntry): string {
  const value = longestPlausible(key, entry);
  const mapped = entry.values?.[value];
  if (mapped !== undefined) return mapped;
  switch (entry.format) {
    case 'date':
      return '12/28/2019';
    case 'month_year':
      return '12/2019';
    case 'country':
      return 'Democratic Republic of the Congo';
    case 'language':
      return 'Haitian Creole';
    case 'upper':
      return value.toUpperCase();
    case 'us_phone':
      return '(713) 555-0142';
    case 'area_code':
      return '713';
    case 'local_number':
      return '5550142';
    default:
      return value;
  }
}
