import { z } from 'zod';
import { text } from '../text/text';

export const CONSULTATION_QUESTION_MAX_LENGTH = 500;
/** How many earlier exchanges the consultation screen lists. */
export const CONSULTATION_HISTORY_LIMIT = 50;

export const consultationLanguageSchema = z.enum(['en', 'es']);
export type ConsultationLanguage = z.infer<typeof consultationLanguageSchema>;

/** A page of Camino's own content an answer was drawn from. */
export const consultationCitationSchema = z.object({
  /** Stable id of the passage, e.g. `strategies/asylum/facts/2`. */
  id: z.string(),
  /** The page and section, in the question's language. */
  title: z.string(),
  /** Where the applicant can read the page, without the locale prefix; null when only quoted here. */
  href: z.string().nullable(),
  /** The passage itself, so the source can be read even where the page is not open to the applicant. */
  quote: z.string(),
});
export type ConsultationCitation = z.infer<typeof consultationCitationSchema>;

/**
 * `answered` draws on the cited passages; `no-match` found nothing to draw on; `legal-chances` asks
 * about the applicant's own chances, which only a lawyer may answer, so it hands off to legal help;
 * `safety` touches a danger, a crime, a court or a deadline already passed: a fixed answer with its
 * sources says when to see a lawyer (and, for danger, the emergency number and hotlines), then the
 * passages found, if any. It never depends on, or reaches, a chat model.
 */
export const consultationKindSchema = z.enum(['answered', 'no-match', 'legal-chances', 'safety']);
export type ConsultationKind = z.infer<typeof consultationKindSchema>;

/** What a `safety` question touches: each has its own part of the answer. */
export const consultationTopicSchema = z.enum(['danger', 'crime', 'court', 'deadline']);
export type ConsultationTopic = z.infer<typeof consultationTopicSchema>;

export const consultationExchangeSchema = z.object({
  id: z.string(),
  question: z.string(),
  language: consultationLanguageSchema,
  kind: consultationKindSchema,
  /** For `safety`: what the question touches, danger first; empty otherwise. */
  topics: z.array(consultationTopicSchema),
  answer: z.string(),
  citations: z.array(consultationCitationSchema),
  /** `local` (search over the content) or `chat` (the configured chat model). */
  answeredBy: z.enum(['local', 'chat']),
  /** Whether the applicant allowed their case facts to be sent with this question. */
  sharedCaseData: z.boolean(),
  askedAt: z.string(),
});
export type ConsultationExchange = z.infer<typeof consultationExchangeSchema>;

export const askConsultationRequestSchema = z.object({
  question: text({ multiline: true, min: 2, max: CONSULTATION_QUESTION_MAX_LENGTH }),
  language: consultationLanguageSchema,
  /** The applicant allows their case type and step to go to the chat model; never assumed. */
  shareCaseData: z.boolean().default(false),
});
export type AskConsultationRequest = z.infer<typeof askConsultationRequestSchema>;

export const consultationHistorySchema = z.object({
  /** Whether answers come from a chat model (which is when the consent toggle means anything). */
  chatModel: z.boolean(),
  exchanges: z.array(consultationExchangeSchema),
});
export type ConsultationHistory = z.infer<typeof consultationHistorySchema>;
