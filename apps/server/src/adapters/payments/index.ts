import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

export type {
  ChargeResult,
  HostedCheckout,
  HostedCheckoutInput,
  HostedCheckoutState,
  OffSessionChargeInput,
  PaymentProvider,
  SavedCard,
} from './payment-provider';
export { createSandboxProvider, sandboxOutcomeOfMethod, sandboxSavedCard } from './sandbox-provider';
export { createStripeClient, createStripeProvider, stateOfSession } from './stripe-provider';

export type PaymentProviderConfig = Pick<
  Config,
  'PAYMENTS_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE' | 'PUBLIC_URL'
>;

/** The configured provider; Stripe without its keys stops the start with a clear message. */
export function createPaymentProvider(config: PaymentProviderConfig): PaymentProvider {
  if (config.PAYMENTS_PROVIDER === 'sandbox') return createSandboxProvider({ publicUrl: config.PUBLIC_URL });
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
    throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  return createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE });
}
