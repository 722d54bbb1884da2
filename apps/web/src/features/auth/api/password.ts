import {
  type ChangePasswordRequest,
  type Locale,
  okSchema,
  type ResetPasswordRequest,
} from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

/** `identifier` is the account's email or phone number. */
export const forgotPassword = (identifier: string, locale: Locale) =>
  apiRequest('/auth/forgot/password', { schema: okSchema, body: { identifier, locale }, auth: 'none' });

export const resetPassword = (request: ResetPasswordRequest) =>
  apiRequest('/auth/reset/password', { schema: okSchema, body: request, auth: 'none' });

export const changePassword = (request: ChangePasswordRequest) =>
  apiRequest('/auth/change/password', { schema: okSchema, body: request, auth: 'token' });
