import type { AskConsultationRequest, ConsultationExchange } from '@camino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatModel } from '../../adapters/chat-model';
import type { Db } from '../../db/database';
import { consultationExchanges } from '../../db/schema/consultation';
import type { CaseRow } from '../cases';
import { chatMessages, citationsOf, composeLocalAnswer, passagesToCite } from './compose-answer';
import { toExchange } from './exchange';
import { asksAboutLegalChances } from './legal-chances';
import type { PassageIndex } from './passage-index';
import { safetyTopicsOf } from './safety-topics';

const PASSAGES_SEARCHED = 8;

interface Answer {
  kind: ConsultationExchange['kind'];
  topics: ConsultationExchange['topics'];
  answer: string;
  citations: ConsultationExchange['citations'];
  answeredBy: ConsultationExchange['answeredBy'];
}

async function answerQuestion(
  deps: { index: PassageIndex; chat: ChatModel | null; log: FastifyBaseLogger },
  caseRow: CaseRow,
  request: AskConsultationRequest,
): Promise<Answer> {
  const found = () =>
    passagesToCite(
      deps.index.find(request.question, {
        language: request.language,
        strategy: caseRow.strategy,
        limit: PASSAGES_SEARCHED,
      }),
    );
  // A danger, a crime, a court or a missed deadline gets the fixed safety answer first, and what the
  // guides say after it; neither depends on the model, and the question never reaches it.
  const topics = safetyTopicsOf(request.question);
  if (topics.length > 0) {
    const cited = found();
    return {
      kind: 'safety',
      topics,
      answer: composeLocalAnswer(cited),
      citations: citationsOf(cited),
      answeredBy: 'local',
    };
  }
  // A question about the applicant's own chances is for a lawyer, whatever the content says.
  if (asksAboutLegalChances(request.question))
    return { kind: 'legal-chances', topics: [], answer: '', citations: [], answeredBy: 'local' };
  const cited = found();
  if (cited.length === 0)
    return { kind: 'no-match', topics: [], answer: '', citations: [], answeredBy: 'local' };
  const local: Answer = {
    kind: 'answered',
    topics: [],
    answer: composeLocalAnswer(cited),
    citations: citationsOf(cited),
    answeredBy: 'local',
  };
  if (!deps.chat) return local;
  const facts = request.shareCaseData ? { caseType: caseRow.strategy, step: caseRow.step } : null;
  try {
    const answer = await deps.chat.complete(chatMessages(request.question, request.language, cited, facts));
    return { ...local, answer, answeredBy: 'chat' };
  } catch (error) {
    // The passages still answer; the applicant is not left without one because the model is down.
    deps.log.warn({ err: error }, 'consultation chat model failed; answered from the passages');
    return local;
  }
}

/** Answers a question from Camino's content and keeps the exchange with the case. */
export async function askConsultation(
  deps: { db: Db; index: PassageIndex; chat: ChatModel | null; log: FastifyBaseLogger; now: Date },
  caseRow: CaseRow,
  request: AskConsultationRequest,
): Promise<ConsultationExchange> {
  const answer = await answerQuestion(deps, caseRow, request);
  const [row] = await deps.db
    .insert(consultationExchanges)
    .values({
      caseId: caseRow.id,
      question: request.question,
      language: request.language,
      ...answer,
      sharedCaseData: deps.chat !== null && answer.kind === 'answered' && request.shareCaseData,
      askedAt: deps.now,
    })
    .returning();
  return toExchange(row!);
}
