/** Wire schemas of the service contract: the unsigned PDF, signing it, and finding the signed copy. */
import { z } from 'zod';
import { LOCALES } from '../routes';
import { legalVersionSchema } from './documents';

/** Limits of the drawn signature image. */
export const SIGNATURE = {
  /** Decoded PNG bytes; a phone-sized drawing at 3x density stays well under this. */
  maxBytes: 200 * 1024,
  /** Below this many ink pixels the drawing is treated as blank (a tap, not a signature). */
  minInkPixels: 40,
} as const;

/** The data URL prefix of a PNG image, as `canvas.toDataURL('image/png')` writes it. */
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

// base64 of maxBytes is 4/3 longer; the server checks the decoded bytes exactly.
const MAX_DATA_URL_LENGTH = PNG_DATA_URL_PREFIX.length + Math.ceil((SIGNATURE.maxBytes * 4) / 3) + 4;

/** `GET|POST /api/pdf/fillContract?lang=`: the language of the contract text (defaults to the request's). */
export const fillContractQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });
export type FillContractQuery = z.infer<typeof fillContractQuerySchema>;

/** `POST /api/contract/sign`. */
export const signContractRequestSchema = z.object({
  signaturePng: z
    .string()
    .startsWith(PNG_DATA_URL_PREFIX, 'expected a PNG data URL')
    .max(MAX_DATA_URL_LENGTH, 'signature image too large'),
  /** The applicant ticked the important-considerations modal; the contract cannot be signed without it. */
  acknowledgedConsiderations: z.literal(true),
  contractVersion: legalVersionSchema,
  lang: z.enum(LOCALES).optional(),
});
export type SignContractRequest = z.infer<typeof signContractRequestSchema>;

/** `GET /api/mycase/find-contract`: the signed contract's record, or `signed: false`. */
export const signedContractSchema = z.discriminatedUnion('signed', [
  z.object({ signed: z.literal(false) }),
  z.object({
    signed: z.literal(true),
    contractVersion: legalVersionSchema,
    signedAt: z.iso.datetime({ offset: true }),
    locale: z.enum(LOCALES),
    /** SHA-256 of the signed PDF, hex; lets the applicant check a copy they kept. */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    sizeBytes: z.number().int().positive(),
  }),
]);
export type SignedContract = z.infer<typeof signedContractSchema>;

/** `GET /api/mycase/find-contract/file?disposition=`: open in the browser or download. */
export const contractFileQuerySchema = z.object({
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});

/** `GET /api/contract/current`: the contract version in force, which the signing request must name. */
export const currentContractSchema = z.object({ version: legalVersionSchema });
export type CurrentContract = z.infer<typeof currentContractSchema>;
