/**
 * The calls of the payment screens, typed from the contracts. The server is the authority on every
 * amount and status; the browser only computes quotes ahead of it for instant feedback.
 */
import type {
  ActivePaymentPlan,
  BasicPaymentOptions,
  CaseSummary,
  Checkout,
  CreateCheckoutRequest,
  CreatePaymentRequest,
  CreatePaymentResponse,
  DataOption,
  FamilyMembersImpact,
  Locale,
  NavigationRulesResponse,
  PaymentClientInfo,
  PaymentQuoteRequest,
  PaymentQuoteResponse,
  Receipt,
  Strategy,
  TaxApplicability,
} from '@camino/contracts';
import { apiRequest } from '../../lib/api-client';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const getCaseSummary = (signal?: AbortSignal) =>
  apiRequest<CaseSummary>('/mycase/findOneCase', { auth: 'token', ...withSignal(signal) });

export const chooseStrategy = (strategy: Strategy) =>
  apiRequest<CaseSummary>('/mycase', { body: { strategy }, auth: 'token' });

export const getPriceList = (strategy: Strategy, signal?: AbortSignal) =>
  apiRequest<BasicPaymentOptions>(`/basic-payment-options/${strategy}`, {
    auth: 'token',
    ...withSignal(signal),
  });

export const getTaxRate = (state: string, signal?: AbortSignal) =>
  apiRequest<TaxApplicability>(`/tax-applicability?state=${encodeURIComponent(state)}`, {
    auth: 'token',
    ...withSignal(signal),
  });

/** The U.S. states and territories from the server's data source, named in the reader's language. */
export async function getUsStates(lang: Locale, signal?: AbortSignal): Promise<DataOption[]> {
  const answer = await apiRequest<{ options: DataOption[] }>('/param-data-select/information', {
    body: { name: 'us-states', lang },
    auth: 'token',
    // Reading a list: safe to retry although it is a POST.
    retries: 2,
    ...withSignal(signal),
  });
  return answer.options;
}

export const postQuote = (request: PaymentQuoteRequest) =>
  apiRequest<PaymentQuoteResponse>('/payment/quote', { body: request, auth: 'token', retries: 2 });

// The idempotency key makes a repeated create return the same checkout, so retrying is safe.
export const createCheckout = (request: CreateCheckoutRequest) =>
  apiRequest<Checkout>('/payment/checkout', { body: request, auth: 'token', retries: 2 });

export const getCheckout = (checkoutId: string, signal?: AbortSignal) =>
  apiRequest<Checkout>(`/checkout/${checkoutId}/status`, { auth: 'token', ...withSignal(signal) });

/** The spec's `checkout/success` call: the record of the checkout a provider returned from. */
export const getCheckoutResult = (checkoutId: string, signal?: AbortSignal) =>
  apiRequest<Checkout>(`/checkout/success?checkoutId=${encodeURIComponent(checkoutId)}`, {
    auth: 'token',
    ...withSignal(signal),
  });

export const cancelCheckout = (checkoutId: string) =>
  apiRequest<Checkout>(`/payment/checkout/${checkoutId}/cancel`, {
    method: 'POST',
    auth: 'token',
    retries: 2,
  });

export const getActivePlan = (signal?: AbortSignal) =>
  apiRequest<ActivePaymentPlan>('/active-payment-plan', { auth: 'token', ...withSignal(signal) });

export const createPayment = (request: CreatePaymentRequest) =>
  apiRequest<CreatePaymentResponse>('/create-payment', { body: request, auth: 'token', retries: 2 });

export const getReceipts = (signal?: AbortSignal) =>
  apiRequest<{ receipts: Receipt[] }>('/payment/receipts', { auth: 'token', ...withSignal(signal) });

export const getClientInfo = (signal?: AbortSignal) =>
  apiRequest<PaymentClientInfo>('/client-info', { auth: 'token', ...withSignal(signal) });

export const getFamilyMembersImpact = (
  members: { spouse: boolean; children: number },
  signal?: AbortSignal,
) =>
  apiRequest<FamilyMembersImpact>(
    `/payment/family-members/impact?spouse=${members.spouse}&children=${members.children}`,
    { auth: 'token', ...withSignal(signal) },
  );

export const getNavigationRules = (signal?: AbortSignal) =>
  apiRequest<NavigationRulesResponse>('/param-navigation-rules', { auth: 'token', ...withSignal(signal) });

/** On an installment plan: the added family members' price joins the remaining installments. */
export const addFamilyMembersToInstallments = (members: { spouse: boolean; children: number }) =>
  apiRequest<FamilyMembersImpact>('/payment/family-members/installments', {
    method: 'POST',
    body: members,
    auth: 'token',
  });
