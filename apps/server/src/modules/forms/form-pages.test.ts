import type { FormPage } from '@camino/contracts';
import { describe, expect, it } from 'vitest';
import { withAddedPages } from './case-forms';

const page = (n: number, sections: string[]): FormPage => ({
  page: n,
  width: 612,
  height: 792,
  sections,
  fields: [],
});

describe('the pages of a filled form the review shows', () => {
  const box = { section: 'continuation', x: 40, y: 100, width: 500, height: 600 };
  const printed = [page(1, ['about_you']), { ...page(2, ['continuation']), fields: [box] }];

  it('adds copies of the continuation page after the printed ones, with its field boxes', () => {
    const pages = withAddedPages(printed, 4, 'copies');
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect(pages[3]).toMatchObject({ sections: ['continuation'], fields: [box] });
  });

  it('adds addenda as plain pages: the section to edit, no boxes to highlight', () => {
    const pages = withAddedPages(printed, 3, 'addenda');
    expect(pages[2]).toMatchObject({ page: 3, sections: ['continuation'], fields: [] });
  });

  it('keeps the printed pages alone when nothing was added', () => {
    expect(withAddedPages(printed, 2, 'copies')).toEqual(printed);
  });
});
