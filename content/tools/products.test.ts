import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  loadProducts,
  parseProducts,
  percentToPpm,
  PRODUCT_STRATEGIES,
  PRODUCTS_FILE,
  US_JURISDICTIONS,
} from './products';

const shippedText = await readFile(PRODUCTS_FILE, 'utf8');

interface EditableProduct {
  [field: string]: unknown;
  priceCents: number;
  minimumDownPaymentPercent: number;
  installments: { count: number; interval: string; surchargeCents: number };
}
interface Editable {
  currency: string;
  products: Record<string, EditableProduct>;
  taxPercentByState: Record<string, number>;
}

/** The shipped file with one change applied to its parsed data. */
function variant(change: (data: Editable) => void): string {
  const data = parse(shippedText) as Editable;
  change(data);
  return stringify(data);
}

describe('content/products.yaml', () => {
  it('is valid and has a product for every case type and a rate for every state and territory', async () => {
    const catalog = await loadProducts();
    expect(Object.keys(catalog.products).sort()).toEqual([...PRODUCT_STRATEGIES].sort());
    expect(Object.keys(catalog.taxRates).sort()).toEqual([...US_JURISDICTIONS].sort());
  });

  it('says at the top that its numbers are defaults to change', () => {
    expect(shippedText.split('\n').slice(0, 5).join('\n')).toMatch(/DEFAULTS TO CHANGE/);
  });

  it('has sensible terms: minimum below the price, surcharge below the price, whole cents', async () => {
    const { products } = await loadProducts();
    for (const product of Object.values(products)) {
      const minimum = Math.ceil((product.priceCents * product.minimumDownPaymentPpm) / 1_000_000);
      expect(minimum).toBeGreaterThan(0);
      expect(minimum).toBeLessThan(product.priceCents);
      expect(product.installments.surchargeCents).toBeLessThan(product.priceCents);
      expect(product.installments.count).toBeGreaterThanOrEqual(1);
    }
  });

  it('offers a spouse only where the case type allows one', async () => {
    const { products } = await loadProducts();
    expect(products.vawasp.familyMembers.spouseCents).toBeNull();
    expect(products.vawach.familyMembers.spouseCents).toBeNull();
    expect(products.asylum.familyMembers.spouseCents).not.toBeNull();
    expect(products.tvisa.familyMembers.spouseCents).not.toBeNull();
  });

  it('converts percentages to whole parts per million', async () => {
    const { products, taxRates } = await loadProducts();
    expect(products.asylum.minimumDownPaymentPpm).toBe(250_000);
    expect(taxRates.TX).toBe(0);
    expect(taxRates.NM).toBe(48_750);
    expect(percentToPpm(4.2)).toBe(42_000);
    expect(percentToPpm(0.001)).toBe(10);
    for (const rate of Object.values(taxRates)) expect(Number.isInteger(rate)).toBe(true);
  });
});

describe('parseProducts rejects a broken price list', () => {
  it.each<[string, (data: Editable) => void]>([
    ['a missing case type', (d) => delete d.products.tvisa],
    ['an unknown case type', (d) => (d.products.other = d.products.asylum!)],
    ['a missing state', (d) => delete d.taxPercentByState.TX],
    ['an unknown state code', (d) => (d.taxPercentByState.XX = 0)],
    ['a price in dollars with cents', (d) => (d.products.asylum!.priceCents = 1200.5)],
    ['a zero price', (d) => (d.products.asylum!.priceCents = 0)],
    ['a negative surcharge', (d) => (d.products.asylum!.installments.surchargeCents = -1)],
    ['a minimum down payment of 100%', (d) => (d.products.asylum!.minimumDownPaymentPercent = 100)],
    ['a minimum down payment of 0%', (d) => (d.products.asylum!.minimumDownPaymentPercent = 0)],
    ['no installments', (d) => (d.products.asylum!.installments.count = 0)],
    ['a weekly interval', (d) => (d.products.asylum!.installments.interval = 'weekly')],
    ['a rate with four decimals', (d) => (d.taxPercentByState.NM = 4.8755)],
    ['a rate above 100%', (d) => (d.taxPercentByState.NM = 101)],
    ['another currency', (d) => (d.currency = 'EUR')],
    ['a misspelled field', (d) => (d.products.asylum!.pricecents = 1)],
  ])('%s', (_label, change) => {
    expect(() => parseProducts(variant(change))).toThrow();
  });

  it('accepts the shipped data written back out', () => {
    expect(() => parseProducts(variant(() => undefined))).not.toThrow();
  });
});
