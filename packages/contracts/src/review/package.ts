import { z } from 'zod';

export const PACKAGE_STATUSES = ['not-started', 'queued', 'building', 'ready', 'failed'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

export const packagePartSchema = z.object({
  id: z.string(),
  kind: z.enum(['package', 'form', 'sign-here']),
  title: z.string(),
  pages: z.number().int(),
  sizeBytes: z.number().int(),
});
export type PackagePart = z.infer<typeof packagePartSchema>;

/** `GET case-assembly/byMyCaseId`: the package job's progress and, once ready, its parts. */
export const packageStatusSchema = z.object({
  status: z.enum(PACKAGE_STATUSES),
  /** 0–100 while building. */
  progress: z.number().int().min(0).max(100),
  pageCount: z.number().int(),
  parts: z.array(packagePartSchema),
  readyAt: z.string().nullable(),
});
export type PackageStatusResponse = z.infer<typeof packageStatusSchema>;

export const packagePartParamsSchema = z.object({ part: z.string().regex(/^[a-z0-9-]+$/) });
export const packageLangQuerySchema = z.object({ lang: z.enum(['en', 'es']).default('en') });

/** `GET instructions/variable/instructions/{a}_{b}`: where and how to send the package. */
export const filingInstructionsSchema = z.object({
  caseType: z.string(),
  state: z.string().nullable(),
  office: z.string(),
  mail: z.array(z.string()),
  courier: z.array(z.string()),
  fee: z.string().nullable(),
  /** Where the fee text comes from, each with the day it was checked. */
  feeSources: z.array(z.object({ name: z.string(), url: z.string(), asOf: z.string() })),
  steps: z.array(z.string()),
  source: z.string(),
  sourceUrl: z.string(),
  asOf: z.string(),
  note: z.string().nullable(),
});
export type FilingInstructions = z.infer<typeof filingInstructionsSchema>;
export const filingInstructionsParamsSchema = z.object({
  key: z.string().regex(/^[a-z]+_[a-z]{2}$|^[a-z]+_any$/),
});

/** `GET voice-summary`: a short text the browser reads aloud. */
export const voiceSummarySchema = z.object({ lang: z.enum(['en', 'es']), text: z.string() });
export type VoiceSummary = z.infer<typeof voiceSummarySchema>;

/** `POST signature/check`: whether the photographed page shows ink inside the signature box. */
export const signatureCheckSchema = z.object({
  signed: z.boolean(),
  /** Share of dark pixels found in the box, for the test and the log-free diagnosis. */
  inkRatio: z.number(),
});
export type SignatureCheck = z.infer<typeof signatureCheckSchema>;

/** One page the applicant signs by hand, with its signature box in PDF points from the top left. */
export const signPageSchema = z.object({
  id: z.string(),
  /** The form, or the copy of it, the page belongs to (`i-914supa-2`), as the form routes name it. */
  form: z.string(),
  /** How the page's form is named, with the family member a copy is for ("Form I-914, Supplement A — Rosa"). */
  label: z.string().optional(),
  page: z.number().int(),
  /** The page of the whole printed package, when the line was found in the assembled package. */
  packagePage: z.number().int().optional(),
  /** What is written by hand there. */
  mark: z.enum(['signature', 'date', 'signature-date']).default('signature'),
  who: z.string(),
  box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  pageWidth: z.number(),
  pageHeight: z.number(),
});
export type SignPage = z.infer<typeof signPageSchema>;
export const signPagesSchema = z.object({ pages: z.array(signPageSchema) });

/** `POST mycase/submission-confirmed`: the step the case reached once the applicant sent the package. */
export const submissionConfirmedSchema = z.object({ step: z.string() });
export type SubmissionConfirmed = z.infer<typeof submissionConfirmedSchema>;
