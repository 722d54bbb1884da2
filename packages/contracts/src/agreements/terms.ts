/** Wire schemas of the terms calls: the current terms of use and privacy policy, and accepting them. */
import { z } from 'zod';
import { legalDocumentSchema, legalVersionSchema } from './documents';

/** `GET /api/terms/current`: the versions in force and their texts in every language. */
export const currentTermsSchema = z.object({
  terms: legalDocumentSchema,
  privacy: legalDocumentSchema,
});
export type CurrentTerms = z.infer<typeof currentTermsSchema>;

/** `POST /api/terms/accept`: the versions the applicant read; both must be the ones in force. */
export const acceptTermsRequestSchema = z.object({
  termsVersion: legalVersionSchema,
  privacyVersion: legalVersionSchema,
});
export type AcceptTermsRequest = z.infer<typeof acceptTermsRequestSchema>;

/** The stored acceptance; the client address is kept as evidence but never sent back. */
export const termsAcceptanceSchema = z.object({
  termsVersion: legalVersionSchema,
  privacyVersion: legalVersionSchema,
  acceptedAt: z.iso.datetime({ offset: true }),
});
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;
