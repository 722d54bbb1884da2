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
  it('adds the pages filling added after the printed ones, laid out like the last printed page', () => {
    const printed = [page(1, ['about_you']), page(2, ['continuation'])];
    const pages = withAddedPages(printed, 4);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect(pages[3]!.sections).toEqual(['continuation']);
  });

  it('keeps the printed pages alone when nothing was added', () => {
    const printed = [page(1, ['about_you'])];
    expect(withAddedPages(printed, 1)).toEqual(printed);
  });
});
