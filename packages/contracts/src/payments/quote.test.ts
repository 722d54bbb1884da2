import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product, TaxRates } from './product';
import { quote, type Quote, type QuoteInput } from './quote';
import { quoteSchema } from './schemas';

const ASYLUM: Product = {
  strategy: 'asylum',
  priceCents: 120_000,
  minimumDownPaymentPpm: 250_000,
  installments: { count: 4, interval: 'monthly', surchargeCents: 10_000 },
  familyMembers: { spouseCents: 30_000, childCents: 20_000 },
};
const VAWA_CHILD: Product = {
  ...ASYLUM,
  strategy: 'vawach',
  priceCents: 100_000,
  familyMembers: { spouseCents: null, childCents: 15_000 },
};
const TAX: TaxRates = { TX: 0, HI: 40_000, NM: 48_750 };

const base: QuoteInput = {
  product: ASYLUM,
  taxRates: TAX,
  state: 'TX',
  plan: 'installments',
  startDate: '2026-01-31',
};
const ok = (input: Partial<QuoteInput>): Quote => {
  const result = quote({ ...base, ...input });
  if (!result.quote) throw new Error(`expected a quote, got ${result.error}`);
  return result.quote;
};
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('quote', () => {
  it('prices a payment in full', () => {
    expect(ok({ plan: 'full' })).toEqual({
      strategy: 'asylum',
      plan: 'full',
      currency: 'USD',
      basePriceCents: 120_000,
      familyMembersCents: 0,
      fullPriceCents: 120_000,
      planPriceCents: 120_000,
      savingsCents: 10_000,
      minimumDownPaymentCents: 30_000,
      downPaymentCents: 120_000,
      installmentsCount: 0,
      installments: [],
      taxRatePpm: 0,
      taxCents: 0,
      taxTodayCents: 0,
      totalTodayCents: 120_000,
      totalCents: 120_000,
    });
  });

  it('prices an installment plan at the minimum down payment, due dates safe at the end of the month', () => {
    const q = ok({});
    expect(q).toMatchObject({
      planPriceCents: 130_000,
      downPaymentCents: 30_000,
      installmentsCount: 4,
      totalTodayCents: 30_000,
    });
    expect(q.installments).toEqual([
      { number: 1, dueDate: '2026-02-28', amountCents: 25_000, taxCents: 0, totalCents: 25_000 },
      { number: 2, dueDate: '2026-03-31', amountCents: 25_000, taxCents: 0, totalCents: 25_000 },
      { number: 3, dueDate: '2026-04-30', amountCents: 25_000, taxCents: 0, totalCents: 25_000 },
      { number: 4, dueDate: '2026-05-31', amountCents: 25_000, taxCents: 0, totalCents: 25_000 },
    ]);
  });

  it('adds family members, taxes every charge and lets the last installment absorb the remainder', () => {
    const q = ok({ state: 'hi', familyMembers: { spouse: true, children: 2 }, downPaymentCents: 50_001 });
    expect(q).toMatchObject({
      familyMembersCents: 70_000,
      fullPriceCents: 190_000,
      planPriceCents: 200_000,
      minimumDownPaymentCents: 47_500,
      taxRatePpm: 40_000,
      taxCents: 8_000,
      taxTodayCents: 2_000, // 8000 × 50001 / 200000 = 2000.04
      totalTodayCents: 52_001,
      savingsCents: 10_400, // (200000 + 8000) − (190000 + 7600)
    });
    expect(q.installments.map((i) => i.amountCents)).toEqual([37_499, 37_499, 37_499, 37_502]);
    expect(q.installments.map((i) => i.taxCents)).toEqual([1_499, 1_499, 1_499, 1_503]);
  });

  it('handles a rate with three decimals of a percent', () => {
    expect(ok({ plan: 'full', state: 'NM' })).toMatchObject({ taxCents: 5_850, totalTodayCents: 125_850 });
  });

  it.each([
    [{ downPaymentCents: 29_999 }, 'downPayment.belowMinimum'],
    [{ downPaymentCents: 120_000 }, 'downPayment.notBelowFull'],
    [{ downPaymentCents: 12.5 }, 'downPayment.invalid'],
    [{ state: 'ZZ' }, 'quote.unknownState'],
    [{ state: 'constructor' }, 'quote.unknownState'],
    [{ startDate: '2026-02-30' }, 'quote.invalidStartDate'],
    [{ familyMembers: { spouse: false, children: -1 } }, 'quote.invalidFamilyMembers'],
    [{ familyMembers: { spouse: false, children: 1.5 } }, 'quote.invalidFamilyMembers'],
    [{ familyMembers: { spouse: false, children: 21 } }, 'quote.invalidFamilyMembers'],
    [{ product: VAWA_CHILD, familyMembers: { spouse: true, children: 0 } }, 'quote.spouseNotOffered'],
    [
      {
        product: { ...ASYLUM, familyMembers: { spouseCents: 1, childCents: null } },
        familyMembers: { spouse: false, children: 1 },
      },
      'quote.childrenNotOffered',
    ],
  ] as const)('refuses %o with %s', (input, error) => {
    expect(quote({ ...base, ...input } as QuoteInput)).toEqual({ error });
  });

  it('checks the down payment against the price with family members', () => {
    const family = { spouse: true, children: 0 };
    expect(quote({ ...base, familyMembers: family, downPaymentCents: 30_000 }).error).toBe(
      'downPayment.belowMinimum',
    );
    expect(quote({ ...base, familyMembers: family, downPaymentCents: 149_999 }).error).toBeUndefined();
    expect(quote({ ...base, familyMembers: family, downPaymentCents: 150_000 }).error).toBe(
      'downPayment.notBelowFull',
    );
  });

  it('ignores a down payment when paying in full', () => {
    expect(ok({ plan: 'full', downPaymentCents: 1 }).downPaymentCents).toBe(120_000);
  });
});

const productArb = fc.record({
  priceCents: fc.integer({ min: 1_000, max: 5_000_000 }),
  minimumDownPaymentPpm: fc.integer({ min: 0, max: 900_000 }),
  count: fc.integer({ min: 1, max: 12 }),
  surchargeCents: fc.integer({ min: 0, max: 100_000 }),
  spouseCents: fc.option(fc.integer({ min: 0, max: 500_000 })),
  childCents: fc.option(fc.integer({ min: 0, max: 500_000 })),
});

const inputArb = fc
  .record({
    p: productArb,
    taxRatePpm: fc.integer({ min: 0, max: 150_000 }),
    spouse: fc.boolean(),
    children: fc.integer({ min: 0, max: 6 }),
    downFraction: fc.double({ min: 0, max: 1, noNaN: true }),
    start: fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
  })
  .map(({ p, taxRatePpm, spouse, children, downFraction, start }): QuoteInput => {
    const product: Product = {
      strategy: 'tvisa',
      priceCents: p.priceCents,
      minimumDownPaymentPpm: p.minimumDownPaymentPpm,
      installments: { count: p.count, interval: 'monthly', surchargeCents: p.surchargeCents },
      familyMembers: { spouseCents: p.spouseCents, childCents: p.childCents },
    };
    const family = {
      spouse: spouse && p.spouseCents !== null,
      children: p.childCents === null ? 0 : children,
    };
    const full = p.priceCents + (family.spouse ? p.spouseCents! : 0) + family.children * (p.childCents ?? 0);
    const minimum = Math.ceil((full * p.minimumDownPaymentPpm) / 1_000_000);
    // Anywhere from the minimum to one cent below the full price.
    const downPaymentCents = minimum + Math.floor(downFraction * (full - 1 - minimum));
    return {
      product,
      taxRates: { XX: taxRatePpm },
      state: 'XX',
      familyMembers: family,
      plan: 'installments',
      downPaymentCents,
      startDate: start.toISOString().slice(0, 10),
    };
  });

describe('quote properties', () => {
  it('installments add up to what is financed, tax shares add up to the tax, nothing is negative', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = ok(input);
        const amounts = q.installments.map((i) => i.amountCents);
        expect(sum(amounts)).toBe(q.planPriceCents - q.downPaymentCents);
        expect(q.taxTodayCents + sum(q.installments.map((i) => i.taxCents))).toBe(q.taxCents);
        expect(q.totalTodayCents).toBe(q.downPaymentCents + q.taxTodayCents);
        expect(q.totalTodayCents + sum(q.installments.map((i) => i.totalCents))).toBe(q.totalCents);
        expect(q.totalCents).toBe(q.planPriceCents + q.taxCents);
        const all = [
          q.downPaymentCents,
          q.taxTodayCents,
          q.savingsCents,
          ...q.installments.flatMap((i) => [i.amountCents, i.taxCents]),
        ];
        expect(all.every((value) => Number.isSafeInteger(value) && value >= 0)).toBe(true);
        expect(q.installments).toHaveLength(input.product.installments.count);
        // Equal installments except the last, which is at most count − 1 cents larger.
        expect(amounts.slice(0, -1).every((a) => a === amounts[0])).toBe(true);
        expect(amounts.at(-1)! - amounts[0]!).toBeLessThan(amounts.length);
        expect(q.downPaymentCents).toBeGreaterThanOrEqual(q.minimumDownPaymentCents);
        expect(q.downPaymentCents).toBeLessThan(q.fullPriceCents);
        expect(quoteSchema.parse(q)).toEqual(q);
      }),
      { numRuns: 500 },
    );
  });

  it('due dates are one calendar month apart from the start, strictly increasing, never past the start day', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const dates = ok(input).installments.map((i) => i.dueDate);
        const startDay = Number(input.startDate.slice(8));
        let previous = input.startDate;
        for (const date of dates) {
          expect(date > previous).toBe(true);
          expect(Number(date.slice(8))).toBeLessThanOrEqual(startDay);
          previous = date;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('paying in full costs the full price plus its tax, and never more than the plan', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const full = ok({ ...input, plan: 'full' });
        const plan = ok(input);
        expect(full.totalTodayCents).toBe(full.fullPriceCents + full.taxCents);
        expect(full.totalCents + full.savingsCents).toBe(plan.totalCents);
        expect(full.savingsCents).toBe(plan.savingsCents);
      }),
      { numRuns: 200 },
    );
  });
});
