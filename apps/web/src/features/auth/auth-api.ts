import type {
  AccountCreated,
  AuthToken,
  ChangePasswordRequest,
  ContactInfo,
  CorrectContactRequest,
  CreateAccountRequest,
  Locale,
  Ok,
  ResetPasswordRequest,
  SocialProvider,
  TempToken,
} from '@camino/contracts';
import { apiRequest } from '../../lib/api-client';
import { toExpiration } from '../../lib/session/auth-client';

export interface SignedIn {
  token: string;
  tokenExpiration?: number;
}

function signedIn(auth: AuthToken): SignedIn {
  const tokenExpiration = toExpiration(auth.tokenExpiration);
  return { token: auth.token, ...(tokenExpiration !== undefined ? { tokenExpiration } : {}) };
}

export async function login(identifier: string, password: string): Promise<SignedIn> {
  return signedIn(
    await apiRequest<AuthToken>('/auth/login', { body: { identifier, password }, auth: 'none' }),
  );
}

export const createAccount = (request: CreateAccountRequest) =>
  apiRequest<AccountCreated>('/auth/createAccount', { body: request, auth: 'temp' });

export const activateAccount = (token: string) =>
  apiRequest<Ok>('/auth/activateAccount', { body: { token }, auth: 'none' });

export const getContactInfo = (token: string) =>
  apiRequest<ContactInfo>('/auth/get-contact-info', { body: { token }, auth: 'none' });

/** `identifier` is the account's email or phone number; the answer is the same whether it waits or not. */
export const requestActivationLink = (identifier: string) =>
  apiRequest<Ok>('/auth/request-activation-link', { body: { identifier }, auth: 'none' });

export const correctContact = (request: CorrectContactRequest) =>
  apiRequest<AccountCreated>('/auth/correct-contact', { body: request, auth: 'none' });

export const resendActivationLink = (token: string) =>
  apiRequest<Ok>('/auth/resend-activation-link', { body: { token }, auth: 'none' });

/** `identifier` is the account's email or phone number. */
export const forgotPassword = (identifier: string, locale: Locale) =>
  apiRequest<Ok>('/auth/forgot/password', { body: { identifier, locale }, auth: 'none' });

export const resetPassword = (request: ResetPasswordRequest) =>
  apiRequest<Ok>('/auth/reset/password', { body: request, auth: 'none' });

export const changePassword = (request: ChangePasswordRequest) =>
  apiRequest<Ok>('/auth/change/password', { body: request, auth: 'token' });

export const generateTempToken = (locale: Locale) =>
  apiRequest<TempToken>('/auth/generate-temp-token', { body: { locale }, auth: 'none' });

export interface ClientConfig {
  socialProviders: SocialProvider[];
}

export async function getSocialProviders(): Promise<SocialProvider[]> {
  const config = await apiRequest<Partial<ClientConfig>>('/client-config', { auth: 'none' });
  return Array.isArray(config?.socialProviders) ? config.socialProviders : [];
}
