import { describe, expect, it } from 'vitest';
import { questionLanguage } from './question-language';

describe('questionLanguage', () => {
  it('reads the language of the question, whatever the page language', () => {
    expect(questionLanguage('¿Cuándo puedo pedir el permiso de trabajo?', 'en')).toBe('es');
    expect(questionLanguage('When can I apply for a work permit?', 'es')).toBe('en');
  });

  it("keeps the page's language when the words do not tell", () => {
    expect(questionLanguage('I-589', 'es')).toBe('es');
    expect(questionLanguage('I-765', 'en')).toBe('en');
  });
});
