import { describe, expect, it } from 'vitest';
import type { EvidenceItem } from '../review';
import { evidenceTitle } from '../review';
import { exhibitOrder, exhibitTitle } from './package-inputs';

const item = (over: Partial<EvidenceItem> & Pick<EvidenceItem, 'id'>): EvidenceItem => ({
  kind: 'checklist',
  label: { en: 'Passport', es: 'Pasaporte' },
  description: null,
  owner: 'Maria Lopez',
  translationOf: null,
  pages: 1,
  storageKey: `k/${over.id}`,
  ...over,
});

describe('an exhibit says what it is and whose it is', () => {
  const items = exhibitOrder([
    item({ id: 'a' }),
    item({ id: 'b', owner: 'Jose Lopez' }),
    item({ id: 'c', owner: 'Sofia Lopez' }),
    item({ id: 'c-en', kind: 'translation', translationOf: 'c', label: { en: 'Passport', es: 'Pasaporte' } }),
    item({
      id: 'd',
      kind: 'evidence',
      label: { en: 'Images of crimes against you', es: 'Imágenes de delitos en su contra' },
      description: 'Photos of the bruises, March 2024',
    }),
  ]);

  it('names the owner of each of three passports', () => {
    expect(items.map((entry) => exhibitTitle(entry, items))).toEqual([
      'Passport — Maria Lopez',
      'Passport — Jose Lopez',
      'Passport — Sofia Lopez',
      'English translation of Passport — Sofia Lopez',
      'Images of crimes against you — Maria Lopez: Photos of the bruises, March 2024',
    ]);
  });

  it('never calls a translation certified: its certificate is signed on paper', () => {
    for (const entry of items) expect(exhibitTitle(entry, items)).not.toMatch(/certified/i);
  });

  it('gives the review its title in Spanish', () => {
    expect(evidenceTitle(items[4]!, 'es')).toBe(
      'Imágenes de delitos en su contra — Maria Lopez: Photos of the bruises, March 2024',
    );
  });
});
