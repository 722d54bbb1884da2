import { describe, expect, it } from 'vitest';
import { isUscisSafe, toUscisText } from './uscis-text';

describe('toUscisText', () => {
  it.each([
    ['María López', 'Maria Lopez'],
    ['Núñez Peña', 'Nunez Pena'],
    ['Ñandú', 'Nandu'],
    ['Calle 5 #12 – Apto 3', 'Calle 5 #12 - Apto 3'],
    ['O’Brien', "O'Brien"],
  ])('writes %s as %s', (typed, plain) => {
    expect(toUscisText(typed)).toBe(plain);
    expect(isUscisSafe(plain)).toBe(true);
  });

  it('offers nothing when no plain letters can stand for what was typed', () => {
    expect(toUscisText('李娜')).toBeNull();
    expect(toUscisText('a€b')).toBeNull();
  });
});
