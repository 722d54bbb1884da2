/** Interview practice: questions from the applicant's own declaration and forms, and where the two disagree. */
import { z } from 'zod';

export const PRACTICE_TOPICS = ['dates', 'places', 'people', 'events', 'fear', 'story'] as const;

export const practiceQuestionSchema = z.object({
  id: z.string(),
  topic: z.enum(PRACTICE_TOPICS),
  /** The question, in the applicant's language. */
  text: z.string(),
  /** What the applicant wrote or answered that the question comes from, to check an answer against. */
  yourWords: z.string().nullable(),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

/** A place where the declaration and the forms (or the forms with themselves) do not tell the same story. */
export const disagreementSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('date'),
    event: z.string(),
    declared: z.string(),
    formDate: z.string(),
    sectionTitle: z.string(),
  }),
  z.object({ kind: z.literal('name'), person: z.string(), name: z.string() }),
  z.object({
    kind: z.literal('order'),
    where: z.enum(['forms', 'declaration']),
    first: z.string(),
    firstDate: z.string(),
    second: z.string(),
    secondDate: z.string(),
  }),
]);
export type Disagreement = z.infer<typeof disagreementSchema>;

/** `GET /mycase/after-filing/practice`. */
export const interviewPracticeSchema = z.object({
  /** The voice the browser reads the questions with. */
  speechLang: z.enum(['en-US', 'es-US']),
  questions: z.array(practiceQuestionSchema),
  disagreements: z.array(disagreementSchema),
});
export type InterviewPractice = z.infer<typeof interviewPracticeSchema>;
