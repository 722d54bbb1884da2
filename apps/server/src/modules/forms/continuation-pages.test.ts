import { describe, expect, it } from 'vitest';
import { continuationSheets } from './continuation-pages';

const lines = (count: number, word: string) =>
  Array.from({ length: count }, (_, index) => `${word} ${index + 1}`).join('\n');

describe('continued answers laid out on continuation pages', () => {
  const items = [
    { part: 'Part B', question: '1.A', text: lines(5, 'harm') },
    { part: 'Part C', question: '5', text: lines(3, 'late') },
  ];

  it('keeps everything on one page when it fits, with every part and question it continues', () => {
    const [only, ...rest] = continuationSheets(items, (text) => text, 20);
    expect(rest).toEqual([]);
    expect(only).toEqual({
      parts: ['B', 'C'],
      questions: ['1.A', '5'],
      text: `Part B, Question 1.A (continued):\n${items[0]!.text}\n\nPart C, Question 5 (continued):\n${items[1]!.text}`,
    });
  });

  it('never ends a page with a heading whose answer starts on the next one', () => {
    const sheets = continuationSheets(
      [
        { part: 'Part B', question: '1.A', text: lines(2, 'harm') },
        { part: 'Part C', question: '5', text: lines(2, 'late') },
      ],
      (text) => text,
      5,
    );
    expect(sheets.map((sheet) => sheet.text)).toEqual([
      'Part B, Question 1.A (continued):\nharm 1\nharm 2',
      'Part C, Question 5 (continued):\nlate 1\nlate 2',
    ]);
  });

  it('starts each further page under the heading of the answer it continues, never with a blank line', () => {
    const sheets = continuationSheets(items, (text) => text, 4);
    for (const sheet of sheets) {
      expect(sheet.text.split('\n').length).toBeLessThanOrEqual(5);
      expect(sheet.text).toMatch(/^Part [BC], Question (1\.A|5) \(continued\):\n\S/);
    }
    expect(sheets.map((sheet) => sheet.parts)).toEqual([['B'], ['B'], ['C']]);
    for (const sheet of sheets) expect(sheet.text).not.toMatch(/\(continued\):$/);
    const body = sheets
      .flatMap((sheet) => sheet.text.split('\n'))
      .filter((line) => line !== '' && !line.includes('(continued)'));
    expect(body).toEqual([...items[0]!.text.split('\n'), ...items[1]!.text.split('\n')]);
  });
});
