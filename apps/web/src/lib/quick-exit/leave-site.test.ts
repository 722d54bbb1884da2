import { describe, expect, it, vi } from 'vitest';
import { hasLeft, leaveSite, QUICK_EXIT_URL } from './leave-site';

describe('leaveSite', () => {
  it('blanks the page, ends the session and replaces the page with a neutral one', () => {
    const order: string[] = [];
    leaveSite({
      hidePage: () => order.push('hide'),
      endSession: () => order.push('end'),
      replaceLocation: (url) => order.push(`go ${url}`),
    });
    expect(order).toEqual(['hide', 'end', `go ${QUICK_EXIT_URL}`]);
    expect(hasLeft()).toBe(true);
  });

  it('still leaves when ending the session throws', () => {
    const replaceLocation = vi.fn();
    expect(() =>
      leaveSite({
        hidePage: () => undefined,
        endSession: () => {
          throw new Error('storage blocked');
        },
        replaceLocation,
      }),
    ).toThrow();
    expect(replaceLocation).toHaveBeenCalledWith(QUICK_EXIT_URL);
  });
});
