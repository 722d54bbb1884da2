import { describe, expect, it } from 'vitest';
import { completion } from './completion';
import { createState } from './state';
import { buildFlow } from './build-flow';
import { branchFlow, edge, linearFlow, q } from './testing/fixtures';

describe('completion', () => {
  it.each([
    ['', 0],
    ['1;2', 0], // first page: nothing passed, 3 pages ahead
    ['1;2;3', 33], // 1 passed, 2 ahead
    ['1;2;3;4', 66],
    ['1;2;3;4;5', 100],
  ])('linear flow at %s is %i%%', (path, expected) => {
    const flow = linearFlow();
    expect(completion(flow, createState(flow, { path }))).toBe(expected);
  });

  it('plans for going on: a way out that ends everything at once does not make it look half done', () => {
    // Question 2 may end everything at once (Yes) or lead to six more pages (No).
    const chain = [3, 4, 5, 6, 7, 8];
    const flow = buildFlow(
      [q(1, 'START'), q(2, 'RADIO'), q(10, 'RADIO'), ...chain.map((id) => q(id, 'TEXT')), q(9, 'END')],
      [
        edge(1, 10),
        edge(10, 2),
        edge(2, 9, 'Yes'),
        edge(2, 3, 'No'),
        ...chain.slice(0, -1).map((id, index) => edge(id, chain[index + 1]!)),
        edge(8, 9),
      ],
    );
    // One page passed; the shortest route ahead is one page (50 %), the one that goes on seven.
    expect(completion(flow, createState(flow, { path: '1;10;2' }))).toBe(12);
  });

  it('shares what is left evenly among the pages left once a shorter way is taken', () => {
    // 2 may lead to ten more pages or to two.
    const long = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const flow = buildFlow(
      [q(1, 'START'), q(2, 'RADIO'), ...[...long, 20, 21].map((id) => q(id, 'TEXT')), q(99, 'END')],
      [
        edge(1, 2),
        edge(2, 3, 'Yes'),
        edge(2, 20, 'No'),
        ...long.slice(0, -1).map((id, index) => edge(id, long[index + 1]!)),
        edge(12, 99),
        edge(20, 21),
        edge(21, 99),
      ],
    );
    const at = (path: string) => completion(flow, createState(flow, { path }));
    // The way ahead of 2 is likely seven pages: one seventh done.
    expect(at('1;2;20')).toBe(14);
    // Two pages are left from 20: each takes half of what is left.
    expect(at('1;2;20;21')).toBe(57);
    expect(at('1;2;20;21;99')).toBe(100);
  });

  it('uses the route still ahead after a branch', () => {
    const flow = branchFlow();
    expect(completion(flow, createState(flow, { path: '1;2;5' }))).toBe(33);
  });

  it("ignores a VALIDATION's way back when counting what is ahead", () => {
    // The VALIDATION comes first in the list, so a naive search would start from it.
    const flow = buildFlow(
      [q(3, 'VALIDATION'), q(1, 'START'), q(6, 'LABEL'), q(2, 'TEXT'), q(4, 'TEXT'), q(5, 'END')],
      [edge(1, 6), edge(6, 2), edge(2, 3), edge(3, 2), edge(3, 4), edge(4, 5)],
    );
    expect(completion(flow, createState(flow, { path: '1;6;2' }))).toBe(33);
  });

  it('never reports 100 before END', () => {
    const flow = linearFlow();
    const state = createState(flow, { path: `1;2;3;${Array(200).fill('4').join(';')}` });
    expect(completion(flow, state)).toBe(99);
  });
});
