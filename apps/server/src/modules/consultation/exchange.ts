import type { ConsultationExchange } from '@camino/contracts';
import type { consultationExchanges } from '../../db/schema/consultation';

export function toExchange(row: typeof consultationExchanges.$inferSelect): ConsultationExchange {
  return {
    id: row.id,
    question: row.question,
    language: row.language,
    kind: row.kind,
    topics: row.topics,
    answer: row.answer,
    citations: row.citations,
    answeredBy: row.answeredBy,
    sharedCaseData: row.sharedCaseData,
    askedAt: row.askedAt.toISOString(),
  };
}
