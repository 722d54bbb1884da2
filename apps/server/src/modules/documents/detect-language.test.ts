import { describe, expect, it } from 'vitest';
import { detectLanguage, documentLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('tells English from Spanish in text read from a page', () => {
    expect(
      detectLanguage(
        'CERTIFICATE OF BIRTH. This is to certify that the child named below was born in the city of Austin.',
      ),
    ).toBe('en');
    expect(
      detectLanguage(
        'ACTA DE NACIMIENTO. En la ciudad de Guatemala, el día quince de marzo, compareció el padre del niño.',
      ),
    ).toBe('es');
    expect(
      detectLanguage(
        'CERTIDÃO DE NASCIMENTO. Certifico que a criança nasceu na cidade de São Paulo, filha de',
      ),
    ).toBe('pt');
  });

  it('does not guess from too little text', () => {
    expect(detectLanguage('')).toBe('und');
    expect(detectLanguage('P<GTM 1234 ~~ 56')).toBe('und');
  });
});

describe('documentLanguage', () => {
  const MRZ = 'P<GTMGOMEZ<LOPEZ<<MARIA<JOSE<<<<<<<<<<<<<<<<\nA123456780GTM9005154F3001012<<<<<<<<<<<<<<00';

  it('needs no translation of a passport whose captions are printed in English too', () => {
    expect(documentLanguage(`PASAPORTE PASSPORT\n${MRZ}`, true)).toBe('en');
    expect(
      documentLanguage(
        'REPÚBLICA DE GUATEMALA. Apellidos / Surname: GÓMEZ LÓPEZ. Nombres / Given names: MARÍA JOSÉ. Nacionalidad / Nationality: GUATEMALTECA.',
        false,
      ),
    ).toBe('en');
  });

  it('reads a document with its own captions only in its own language', () => {
    expect(
      documentLanguage(
        'ACTA DE NACIMIENTO. En la ciudad de Guatemala, el día quince de marzo, compareció el padre del niño.',
        false,
      ),
    ).toBe('es');
    // One English word on a page without a machine-readable zone is not a translation.
    expect(
      documentLanguage(
        'PASAPORTE PASSPORT. En la ciudad de Guatemala, el día quince de marzo, compareció.',
        false,
      ),
    ).toBe('es');
  });
});
