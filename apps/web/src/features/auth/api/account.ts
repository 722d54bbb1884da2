import {
  accountCreatedSchema,
  contactInfoSchema,
  type CorrectContactRequest,
  type CreateAccountRequest,
  okSchema,
} from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

export const createAccount = (request: CreateAccountRequest) =>
  apiRequest('/auth/createAccount', { schema: accountCreatedSchema, body: request, auth: 'temp' });

export const activateAccount = (token: string) =>
  apiRequest('/auth/activateAccount', { schema: okSchema, body: { token }, auth: 'none' });

export const getContactInfo = (token: string) =>
  apiRequest('/auth/get-contact-info', { schema: contactInfoSchema, body: { token }, auth: 'none' });

/** `identifier` is the account's email or phone number; the answer is the same whether it waits or not. */
export const requestActivationLink = (identifier: string) =>
  apiRequest('/auth/request-activation-link', { schema: okSchema, body: { identifier }, auth: 'none' });

export const correctContact = (request: CorrectContactRequest) =>
  apiRequest('/auth/correct-contact', { schema: accountCreatedSchema, body: request, auth: 'none' });

export const resendActivationLink = (token: string) =>
  apiRequest('/auth/resend-activation-link', { schema: okSchema, body: { token }, auth: 'none' });
