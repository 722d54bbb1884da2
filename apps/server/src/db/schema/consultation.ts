import type {
  ConsultationCitation,
  ConsultationKind,
  ConsultationLanguage,
  ConsultationTopic,
} from '@camino/contracts';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';

/** A question the applicant asked the consultation and the answer given, kept with their case. */
export const consultationExchanges = pgTable(
  'consultation_exchanges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    language: text('language').$type<ConsultationLanguage>().notNull(),
    kind: text('kind').$type<ConsultationKind>().notNull(),
    /** What a `safety` question touches (danger, crime, court, deadline); empty for the others. */
    topics: jsonb('topics').$type<ConsultationTopic[]>().notNull().default([]),
    answer: text('answer').notNull(),
    citations: jsonb('citations').$type<ConsultationCitation[]>().notNull(),
    answeredBy: text('answered_by').$type<'local' | 'chat'>().notNull(),
    /** The applicant allowed their case facts to go to the chat model with this question. */
    sharedCaseData: boolean('shared_case_data').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('consultation_exchanges_case_idx').on(table.caseId, table.askedAt)],
);
