import { describe, expect, it } from 'vitest';
import { readPageValues } from './read-page-values';
import { countryCode, parsePrintedDate } from './read-printed-values';

describe('values read from a printed page', () => {
  it('reads the I-94 record CBP prints: number, date and class of admission', () => {
    const text = [
      'Most Recent I-94',
      'Admission I-94 Record Number: 123456789A1',
      'Most Recent Date of Entry: 2024 March 15',
      'Class of Admission : B2',
      'Admit Until Date: 09/14/2024',
    ].join('\n');
    expect(readPageValues('i94', text)).toEqual({
      mrzFound: null,
      values: { i94_number: '123456789A1', i94_admission_date: '2024-03-15', i94_admission_class: 'B2' },
    });
  });

  it('reads a Spanish birth certificate, day first, with its place as city and country', () => {
    const text = [
      'REGISTRO NACIONAL DE LAS PERSONAS',
      'CERTIFICADO DE NACIMIENTO',
      'Nombres: José Luis',
      'Apellidos: Pérez García',
      'Fecha de nacimiento: 03/04/2015',
      'Lugar de nacimiento: Ciudad de Guatemala, Guatemala',
      'El registrador civil certifica que los datos anteriores son copia fiel del libro.',
    ].join('\n');
    expect(readPageValues('birth_certificate', text).values).toEqual({
      birth_cert_given_names: 'José Luis',
      birth_cert_family_name: 'Pérez García',
      birth_cert_date: '2015-04-03',
      birth_cert_city: 'Ciudad de Guatemala',
      birth_cert_country: 'GTM',
    });
  });

  it('reads a marriage certificate: both spouses, the date in words and the place', () => {
    const text = [
      'ACTA DE MATRIMONIO',
      'Esposo: Carlos Méndez Ruiz',
      'Esposa: Ana María López',
      'Fecha del matrimonio: 12 de junio de 2012',
      'Lugar del matrimonio: San Pedro Sula, Honduras',
    ].join('\n');
    expect(readPageValues('marriage_certificate', text).values).toEqual({
      marriage_spouse_1_name: 'Carlos Méndez Ruiz',
      marriage_spouse_2_name: 'Ana María López',
      marriage_date: '2012-06-12',
      marriage_city: 'San Pedro Sula',
      marriage_country: 'HND',
    });
  });

  it('gives nothing it cannot read rather than a guess', () => {
    expect(readPageValues('birth_certificate', 'una página borrosa sin etiquetas').values).toEqual({});
    expect(readPageValues('i94', 'Date of Entry: not legible').values).toEqual({});
    expect(readPageValues('additional_document', 'Nombres: José').values).toEqual({});
  });

  it('reads dates the ways documents print them, and refuses impossible ones', () => {
    expect(parsePrintedDate('March 5, 2020', true)).toBe('2020-03-05');
    expect(parsePrintedDate('05 MAR 2020', true)).toBe('2020-03-05');
    expect(parsePrintedDate('03/05/2020', true)).toBe('2020-03-05');
    expect(parsePrintedDate('03/05/2020', false)).toBe('2020-05-03');
    expect(parsePrintedDate('25/12/2020', true)).toBe('2020-12-25');
    expect(parsePrintedDate('31/02/2020', false)).toBeUndefined();
  });

  it('turns English and Spanish country names and codes into ISO alpha-3', () => {
    expect(countryCode('México')).toBe('MEX');
    expect(countryCode('El Salvador')).toBe('SLV');
    expect(countryCode('United States')).toBe('USA');
    expect(countryCode('gtm')).toBe('GTM');
    expect(countryCode('Atlantis')).toBeUndefined();
  });
});
