import { z } from 'zod';

/** The two reviews of spec section 4: the initial review, then the final one. */
export const REVIEW_KINDS = ['initial', 'final'] as const;
export const reviewKindSchema = z.enum(REVIEW_KINDS);
export type ReviewKind = z.infer<typeof reviewKindSchema>;

/** What a review shows and what a correction request can name (spec section 3, Request). */
export const REVIEW_SECTIONS = ['forms', 'declaration', 'evidence'] as const;
export const reviewSectionSchema = z.enum(REVIEW_SECTIONS);
export type ReviewSection = z.infer<typeof reviewSectionSchema>;

export const REQUEST_TEXT_MAX = 4000;
const requestText = z.string().trim().max(REQUEST_TEXT_MAX).optional();

/** `POST case-requests`: free text for the forms, the evidence and the declaration; at least one. */
export const caseRequestBodySchema = z
  .object({ forms: requestText, evidence: requestText, declaration: requestText })
  .refine((body) => REVIEW_SECTIONS.some((section) => (body[section] ?? '').length > 0), {
    message: 'review.requestEmpty',
  });
export type CaseRequestBody = z.infer<typeof caseRequestBodySchema>;

export const caseRequestSchema = z.object({
  id: z.string(),
  review: reviewKindSchema,
  forms: z.string().nullable(),
  evidence: z.string().nullable(),
  declaration: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type CaseRequest = z.infer<typeof caseRequestSchema>;
export const caseRequestListSchema = z.object({ requests: z.array(caseRequestSchema) });
export type CaseRequestList = z.infer<typeof caseRequestListSchema>;

export const reviewFormSchema = z.object({ id: z.string(), title: z.string(), pages: z.number().int() });
export const reviewEvidenceSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['checklist', 'evidence', 'translation']),
  pages: z.number().int(),
});
export type ReviewEvidence = z.infer<typeof reviewEvidenceSchema>;

export const reviewDeclarationSchema = z.object({
  /** False while the case has no declaration to show. */
  available: z.boolean(),
  paragraphs: z.array(z.string()),
  /** Sections of a Spanish declaration whose English translation is missing: it is not filed until done. */
  untranslatedSections: z.array(z.string()).optional(),
});
export type ReviewDeclaration = z.infer<typeof reviewDeclarationSchema>;

/** `GET review`: where the review stands and everything it shows. */
export const reviewStateSchema = z.object({
  /** The review in progress, or null before the initial review and after approval. */
  review: reviewKindSchema.nullable(),
  /** True while a correction request is open: the named sections are open for editing. */
  correcting: z.boolean(),
  approved: z.boolean(),
  sections: z.array(
    z.object({ section: reviewSectionSchema, confirmed: z.boolean(), reopened: z.boolean() }),
  ),
  forms: z.array(reviewFormSchema),
  declaration: reviewDeclarationSchema,
  evidence: z.array(reviewEvidenceSchema),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

export const confirmSectionBodySchema = z.object({ section: reviewSectionSchema });

/** `PATCH deliverable/approved`: both confirmations of spec section 5 must be given. */
export const approvalBodySchema = z.object({
  accurate: z.literal(true),
  noLegalAdvice: z.literal(true),
});
export type ApprovalBody = z.infer<typeof approvalBodySchema>;

/** `PATCH deliverable/approved`: when the applicant's final approval was recorded. */
export const caseApprovalSchema = z.object({ approvedAt: z.string() });
export type CaseApproval = z.infer<typeof caseApprovalSchema>;
