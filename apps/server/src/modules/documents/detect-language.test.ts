import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

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
