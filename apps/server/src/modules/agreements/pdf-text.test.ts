import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './pdf-text';

describe('text for the standard PDF fonts', () => {
  it('keeps Spanish and common punctuation, folds other accents, marks what it cannot draw', () => {
    expect(toWinAnsi('Peña “Ñúñez” – ¿sí?')).toBe('Peña “Ñúñez” – ¿sí?');
    expect(toWinAnsi('Nguyễn Łukasz Đorđe')).toBe('Nguyen Lukasz Dorde');
    expect(toWinAnsi('李 Анна')).toBe('? ????');
    expect(toWinAnsi('a\n\tb')).toBe('a b');
  });
});
