import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { CONTENT_DIR } from './questionnaire-files';

/** The shipped price list. */
export const PRODUCTS_FILE = join(CONTENT_DIR, 'products.yaml');

/** The case types that must each have a product (the strategies of the product). */
export const PRODUCT_STRATEGIES = ['asylum', 'vawasp', 'vawach', 'tvisa'] as const;
export type ProductStrategy = (typeof PRODUCT_STRATEGIES)[number];

/** The 50 states, the District of Columbia and the five inhabited territories. */
export const US_JURISDICTIONS = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
] as const;

// Up to $100,000 per amount: far above any price, far below where cents stop being exact.
const cents = z.number().int().min(0).max(10_000_000);
const hasAtMostThreeDecimals = (value: number) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;
const percent = z.number().min(0).max(100).refine(hasAtMostThreeDecimals, 'at most three decimals');

const productSourceSchema = z.strictObject({
  priceCents: cents.min(1),
  minimumDownPaymentPercent: percent.refine(
    (value) => value > 0 && value < 100,
    'between 0 and 100, exclusive',
  ),
  installments: z.strictObject({
    count: z.number().int().min(1).max(12),
    interval: z.literal('monthly'),
    surchargeCents: cents,
  }),
  familyMembers: z.strictObject({ spouseCents: cents.nullable(), childCents: cents.nullable() }),
});

/** The file format of `content/products.yaml`. */
export const productsFileSchema = z.strictObject({
  currency: z.literal('USD'),
  products: z.strictObject(
    Object.fromEntries(PRODUCT_STRATEGIES.map((strategy) => [strategy, productSourceSchema])) as Record<
      ProductStrategy,
      typeof productSourceSchema
    >,
  ),
  taxPercentByState: z.strictObject(
    Object.fromEntries(US_JURISDICTIONS.map((code) => [code, percent])) as Record<
      (typeof US_JURISDICTIONS)[number],
      typeof percent
    >,
  ),
});
export type ProductsSource = z.infer<typeof productsFileSchema>;

/** One product as the payment rules take it: cents and parts per million only. */
export interface LoadedProduct {
  readonly strategy: ProductStrategy;
  readonly priceCents: number;
  readonly minimumDownPaymentPpm: number;
  readonly installments: {
    readonly count: number;
    readonly interval: 'monthly';
    readonly surchargeCents: number;
  };
  readonly familyMembers: { readonly spouseCents: number | null; readonly childCents: number | null };
}

/** The price list in the shape of the contracts' `PriceCatalog`. */
export interface LoadedPriceCatalog {
  readonly currency: 'USD';
  readonly products: Readonly<Record<ProductStrategy, LoadedProduct>>;
  /** Tax rate in parts per million by state code. */
  readonly taxRates: Readonly<Record<string, number>>;
}

/** A percent with at most three decimals as whole parts per million (4.875 → 48 750). */
export function percentToPpm(value: number): number {
  return Math.round(value * 10_000);
}

/** Parses and validates the price list's text; throws on YAML or schema errors. */
export function parseProducts(text: string): LoadedPriceCatalog {
  const source = productsFileSchema.parse(parse(text));
  const products = Object.fromEntries(
    PRODUCT_STRATEGIES.map((strategy) => {
      const product = source.products[strategy];
      const loaded: LoadedProduct = {
        strategy,
        priceCents: product.priceCents,
        minimumDownPaymentPpm: percentToPpm(product.minimumDownPaymentPercent),
        installments: product.installments,
        familyMembers: product.familyMembers,
      };
      return [strategy, loaded];
    }),
  ) as Record<ProductStrategy, LoadedProduct>;
  const taxRates = Object.fromEntries(
    Object.entries(source.taxPercentByState).map(([code, value]) => [code, percentToPpm(value)]),
  );
  return { currency: source.currency, products, taxRates };
}

/** Reads and validates the price list (the shipped one by default). */
export async function loadProducts(file: string = PRODUCTS_FILE): Promise<LoadedPriceCatalog> {
  return parseProducts(await readFile(file, 'utf8'));
}
