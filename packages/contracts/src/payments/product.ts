/**
 * The shape of a price list as the server loads it from `content/products.yaml`: integer cents and
 * integer parts per million only. The content loader converts the file's percentages.
 */
import type { Strategy } from '../constants';

export const INSTALLMENT_INTERVALS = ['monthly'] as const;
export type InstallmentInterval = (typeof INSTALLMENT_INTERVALS)[number];

/** The price and payment terms of one case type. */
export interface Product {
  readonly strategy: Strategy;
  /** The pay-in-full price for the main applicant, in cents. */
  readonly priceCents: number;
  /** Lowest down payment, in parts per million of the pay-in-full price including family members. */
  readonly minimumDownPaymentPpm: number;
  readonly installments: {
    /** How many installments follow the down payment. */
    readonly count: number;
    readonly interval: InstallmentInterval;
    /** What the installment plan costs on top of the pay-in-full price; paying in full saves it. */
    readonly surchargeCents: number;
  };
  /** Added to the price per family member; null where the case type cannot include one. */
  readonly familyMembers: { readonly spouseCents: number | null; readonly childCents: number | null };
}

/** Sales tax on the service, in parts per million, by U.S. state or territory code (`TX`, `PR`, `DC`…). */
export type TaxRates = Readonly<Record<string, number>>;

/** Everything the product sells: one product per case type and the tax table. */
export interface PriceCatalog {
  readonly currency: 'USD';
  readonly products: Readonly<Record<Strategy, Product>>;
  readonly taxRates: TaxRates;
}

/** The family members added to a case: at most one spouse, any number of children. */
export interface FamilyMembers {
  readonly spouse: boolean;
  readonly children: number;
}

export const NO_FAMILY_MEMBERS: FamilyMembers = Object.freeze({ spouse: false, children: 0 });
