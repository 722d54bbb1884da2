import zipcodes from 'zipcodes';

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
}

/** City and state of a U.S. ZIP code from the dataset bundled in the `zipcodes` package; null when unknown. */
export function lookupZip(zip: string): ZipPlace | null {
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const place = zipcodes.lookup(five);
  // The package also holds Canadian postal codes; only U.S. ones are ZIP codes.
  if (!place || place.country !== 'US') return null;
  return { zip: place.zip, city: place.city, state: place.state };
}
