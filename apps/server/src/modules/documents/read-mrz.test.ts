import { describe, expect, it } from 'vitest';
import { readMrz } from './read-mrz';

describe('readMrz', () => {
  it('prefills a passport from its machine-readable zone as OCR reads it', () => {
    const text = [
      'PASSPORT  PASAPORTE',
      'Surname / Apellidos  GARCIA LOPEZ',
      'P<GTMGARCIA<LOPEZ<<MARIA<JOSE<<<<<<<<<<<<<<<',
      'A123456780GTM9005154F3001012<<<<<<<<<<<<<<00',
    ].join('\n');
    const reading = readMrz(text, new Date('2026-11-25'));
    expect(reading.found).toBe(true);
    expect(reading.values).toMatchObject({
      passport_family_name: 'GARCIA LOPEZ',
      passport_given_names: 'MARIA JOSE',
      passport_country: 'GTM',
      passport_nationality: 'GTM',
      passport_birth_date: '1990-05-15',
      passport_expiry_date: '2030-01-01',
      passport_sex: 'F',
    });
  });

  it('finds nothing on a page without a zone', () => {
    expect(readMrz('ACTA DE NACIMIENTO\nNombre: José').found).toBe(false);
  });
});
