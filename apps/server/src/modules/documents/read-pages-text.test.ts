import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../adapters/storage';
import { MAX_PAGE_TEXT, readPagesText } from './read-pages-text';

const storage = {
  get: async () => ({ bytes: new Uint8Array(1), contentType: 'application/pdf' }),
} as unknown as FileStorage;

describe('readPagesText', () => {
  it('keeps at most a page’s worth of a huge text layer or OCR text', async () => {
    const huge = 'word '.repeat(2_000_000);
    const texts = await readPagesText(
      {
        storage,
        pdfRenderer: { extractText: async () => huge, renderPage: async () => new Uint8Array() },
        textReader: { readText: async () => huge, close: async () => {} },
      },
      [
        { storageKey: 'a', contentType: 'application/pdf', pageCount: 1 },
        { storageKey: 'b', contentType: 'image/jpeg', pageCount: 1 },
      ],
    );
    expect(texts.map((text) => text.length)).toEqual([MAX_PAGE_TEXT, MAX_PAGE_TEXT]);
  });
});
