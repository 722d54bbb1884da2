import { describe, expect, it } from 'vitest';
import { isWinAnsi, toWinAnsi, winAnsiForm } from './win-ansi';

describe('text for the standard PDF fonts', () => {
  it('keeps Spanish and the typographic punctuation as they are', () => {
    expect(toWinAnsi('Peña “Ñúñez” – ¿sí? ¡Olé! 25 €')).toBe('Peña “Ñúñez” – ¿sí? ¡Olé! 25 €');
  });

  it('writes a letter WinAnsi lacks as its faithful Latin form, never as "?"', () => {
    expect(toWinAnsi('Łukasz Wałęsa')).toBe('Lukasz Walesa');
    expect(toWinAnsi('Nguyễn Thị Đào')).toBe('Nguyen Thi Dào');
    expect(toWinAnsi('İstanbul, Ħamrun, ı')).toBe('Istanbul, Hamrun, i');
    expect(toWinAnsi('Dvořák Šťastný')).toBe('Dvorák Štastný');
  });

  it('keeps a composed letter WinAnsi has, whichever way it was typed', () => {
    expect(toWinAnsi('Jose\u0301')).toBe('José');
  });

  it('marks only what has no Latin form, and folds white space', () => {
    expect(toWinAnsi('李 Анна')).toBe('? ????');
    expect(toWinAnsi('a\n\tb')).toBe('a b');
    expect(winAnsiForm('李')).toBeNull();
    expect(isWinAnsi('—')).toBe(true);
    expect(isWinAnsi('ł')).toBe(false);
  });
});
