/** Request and response schemas of the auth calls (spec section 7), shared with the web forms. */
import { z } from 'zod';
import { text } from '../text/text';
import { PASSWORD_MIN_LENGTH, STRATEGIES } from '../constants';
import { LOCALES } from '../routes';
import { AUTH_MESSAGES } from './messages';
import { normalizePhone } from './phone';

const en = (key: keyof typeof AUTH_MESSAGES) => AUTH_MESSAGES[key].en;

export const localeSchema = z.enum(LOCALES);

/** Longer inputs only cost hashing time; no real password comes close. */
export const PASSWORD_MAX_LENGTH = 128;

/** The password policy of spec section 5; each unmet rule is its own field error. */
export const passwordSchema = z
  .string({ message: en('required') })
  .min(PASSWORD_MIN_LENGTH, { message: en('passwordTooShort') })
  .max(PASSWORD_MAX_LENGTH, { message: en('invalidFormat') })
  .regex(/\p{Lu}/u, { message: en('passwordNeedsUppercase') })
  .regex(/\p{Ll}/u, { message: en('passwordNeedsLowercase') })
  .regex(/\p{N}/u, { message: en('passwordNeedsNumber') })
  .regex(/[^\p{L}\p{N}\s]/u, { message: en('passwordNeedsSpecial') });

/** Emails are compared and stored lower-cased. */
// An empty field is missing, not badly written: it says 'This field is required'.
export const emailSchema = text({ max: 1000, min: 1 })
  .toLowerCase()
  .pipe(z.email({ message: en('invalidFormat') }).max(254, { message: en('invalidFormat') }));

/** Any written form of a phone number; the server stores its E.164 form. */
export const phoneSchema = text({ min: 1 })
  .max(32, { message: en('invalidFormat') })
  // An empty phone is reported once, as required.
  .refine((value) => value === '' || normalizePhone(value) !== null, { message: en('invalidFormat') });

const nameSchema = text({ min: 1 }).max(100, { message: en('invalidFormat') });

export const createAccountRequestSchema = z
  .object({
    name: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    confirmEmail: text(),
    phone: phoneSchema,
    confirmPhone: text(),
    password: passwordSchema,
    confirmPassword: z.string({ message: en('required') }),
    locale: localeSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.confirmEmail.trim().toLowerCase() !== value.email) {
      context.addIssue({ code: 'custom', path: ['confirmEmail'], message: en('emailMismatch') });
    }
    if (normalizePhone(value.confirmPhone) !== normalizePhone(value.phone)) {
      context.addIssue({ code: 'custom', path: ['confirmPhone'], message: en('phoneMismatch') });
    }
    if (value.confirmPassword !== value.password) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: en('passwordMismatch') });
    }
  });
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

export const accountCreatedSchema = z.object({
  status: z.literal('awaiting_activation'),
  /** Masked, for the "check your email" screen. */
  email: z.string(),
  phone: z.string(),
});
export type AccountCreated = z.infer<typeof accountCreatedSchema>;

export const generateTempTokenRequestSchema = z
  .object({
    strategy: z.enum(STRATEGIES).optional(),
    /** An opaque case or configuration reference chosen before the questionnaire. */
    case: text({ max: 100 }).optional(),
    locale: localeSchema.optional(),
  })
  // Clients may send no body at all (Fastify then sees null).
  .nullish();
export type GenerateTempTokenRequest = NonNullable<z.infer<typeof generateTempTokenRequestSchema>>;

export const tempTokenSchema = z.object({
  /** Also set as an httpOnly cookie; sent as `Authorization: Bearer temp <token>` by clients that cannot use it. */
  tempToken: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TempToken = z.infer<typeof tempTokenSchema>;

export const loginRequestSchema = z.object({
  /** An email address or a phone number. */
  identifier: text({ min: 1 }).max(254, { message: en('invalidFormat') }),
  password: z
    .string()
    .min(1, { message: en('required') })
    .max(PASSWORD_MAX_LENGTH, { message: en('invalidFormat') }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The auth state of spec section 3; the refresh token travels only in its httpOnly cookie. */
export const authTokenSchema = z.object({
  token: z.string(),
  tokenExpiration: z.iso.datetime(),
});
export type AuthToken = z.infer<typeof authTokenSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  locale: localeSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const validateTokenResponseSchema = z.object({
  valid: z.literal(true),
  tokenExpiration: z.iso.datetime(),
  user: sessionUserSchema,
});
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;

export const linkTokenRequestSchema = z.object({ token: z.string().min(1).max(200) });
export type LinkTokenRequest = z.infer<typeof linkTokenRequestSchema>;

export const contactInfoSchema = z.object({ email: z.string(), phone: z.string() });
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** The email or the phone number of the account; the answer is the same whether one exists or not. */
export const forgotPasswordRequestSchema = z.object({
  identifier: text({ min: 1, max: 254 }),
  locale: localeSchema.optional(),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const newPasswordShape = {
  password: passwordSchema,
  confirmPassword: z.string({ message: en('required') }),
};

function confirmationMatches(value: { password: string; confirmPassword: string }, context: z.RefinementCtx) {
  if (value.confirmPassword !== value.password) {
    context.addIssue({ code: 'custom', path: ['confirmPassword'], message: en('passwordMismatch') });
  }
}

export const resetPasswordRequestSchema = z
  .object({ token: z.string().min(1).max(200), ...newPasswordShape })
  .superRefine(confirmationMatches);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z
  .object({ currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH), ...newPasswordShape })
  .superRefine(confirmationMatches);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** `quickExit=true`: the applicant left with the quick exit, so what they asked Camino is forgotten too. */
export const logoutQuerySchema = z.object({ quickExit: z.enum(['true']).optional() });
export type Ok = z.infer<typeof okSchema>;

export const migrationRequestSchema = z
  .object({ tempToken: z.string().min(1).max(200).optional() })
  .nullish();
export const migrationResponseSchema = z.object({ migrated: z.boolean() });
export type MigrationResponse = z.infer<typeof migrationResponseSchema>;

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string().nullable(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxSchema = z.object({ messages: z.array(outboxMessageSchema) });

/** Asks for a new activation link by email or phone; the answer is the same whether an account waits or not. */
export const requestActivationLinkSchema = z.object({
  identifier: text({ min: 1, max: 254 }),
});
export type RequestActivationLink = z.infer<typeof requestActivationLinkSchema>;

/**
 * Corrects the email or the phone of an account not yet activated, proven by the email or phone
 * it was created with and its password; the new link goes to the corrected address.
 */
export const correctContactRequestSchema = z
  .object({
    identifier: text({ min: 1, max: 254 }),
    password: z
      .string()
      .min(1, { message: en('required') })
      .max(PASSWORD_MAX_LENGTH, { message: en('invalidFormat') }),
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
  })
  .superRefine((value, context) => {
    if (!value.email && !value.phone) {
      context.addIssue({ code: 'custom', path: ['email'], message: en('required') });
    }
  });
export type CorrectContactRequest = z.infer<typeof correctContactRequestSchema>;
