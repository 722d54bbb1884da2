/**
 * What Camino needs from a card payment provider: a hosted page for on-session payments (the
 * pop-up), the state of that page's payment, and off-session charges of the saved card for
 * installments. Card data never passes through Camino's API; only the provider's references do.
 */
import type { PaymentProviderName } from '@camino/contracts';

/** The card kept for later charges, as the provider describes it. */
export interface SavedCard {
  readonly customerRef: string | null;
  readonly methodRef: string;
  readonly brand: string | null;
  readonly last4: string | null;
  readonly expMonth: number | null;
  readonly expYear: number | null;
}

export interface HostedCheckoutInput {
  /** Camino's checkout id, carried as metadata so webhooks find it. */
  readonly checkoutId: string;
  /** `payment` charges `amountCents` and saves the card; `setup` only saves a card. */
  readonly mode: 'payment' | 'setup';
  readonly amountCents: number;
  /** What the applicant sees on the provider's page. */
  readonly description: string;
  readonly locale: 'en' | 'es';
  readonly email: string;
  /** The provider's customer of this case, when one exists already. */
  readonly customerRef: string | null;
  /** Sent with every write so a retried request never creates a second page or charge. */
  readonly idempotencyKey: string;
  readonly returnUrl: string;
  readonly cancelUrl: string;
}

export interface HostedCheckout {
  readonly url: string;
  readonly providerRef: string;
  readonly customerRef: string | null;
}

export type HostedCheckoutState =
  | { readonly status: 'open' }
  | { readonly status: 'pending'; readonly paymentRef: string | null }
  | {
      readonly status: 'succeeded';
      readonly paymentRef: string | null;
      readonly card: SavedCard | null;
    }
  | { readonly status: 'failed'; readonly paymentRef: string | null; readonly failureCode: string }
  | { readonly status: 'cancelled' };

export interface OffSessionChargeInput {
  readonly card: Pick<SavedCard, 'customerRef' | 'methodRef'>;
  readonly amountCents: number;
  readonly description: string;
  readonly idempotencyKey: string;
  /** Carried to the provider so its events can be matched to Camino's payment. */
  readonly metadata: Readonly<Record<string, string>>;
}

export type ChargeResult =
  | { readonly status: 'succeeded'; readonly paymentRef: string }
  | { readonly status: 'pending'; readonly paymentRef: string }
  | { readonly status: 'failed'; readonly paymentRef: string | null; readonly failureCode: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createHostedCheckout(input: HostedCheckoutInput): Promise<HostedCheckout>;
  /**
   * Asks the provider how a hosted checkout stands; null when the provider has nothing to add to
   * Camino's own record (the sandbox records outcomes itself).
   */
  getHostedCheckout(providerRef: string): Promise<HostedCheckoutState | null>;
  /** Closes a page that will not be used (the applicant closed the pop-up or changed the plan). */
  expireHostedCheckout(providerRef: string): Promise<void>;
  /** Charges the saved card without the applicant present (installments). */
  chargeSavedCard(input: OffSessionChargeInput): Promise<ChargeResult>;
}
