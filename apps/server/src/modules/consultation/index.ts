import { createChatModel } from '../../adapters/chat-model';
import type { QuickExitEvent } from '../module-events';
import { findCaseOfAccount } from '../cases';
import type { ModuleHook, ServerModule } from '../server-module';
import { clearConsultation } from './clear-consultation';
import { consultationRoutes } from './routes';

/** After a quick exit nobody who opens the account later reads what the applicant asked. */
const forgetQuestions: ModuleHook<QuickExitEvent> = {
  name: 'consultation.forget-questions',
  run: async ({ accountId }, { db }) => {
    const caseRow = await findCaseOfAccount(db, accountId);
    if (caseRow) await clearConsultation(db, caseRow.id);
  },
};

/**
 * The consultation: questions about the process answered from Camino's own content with the pages
 * cited, by a local search or, when configured, a chat model grounded on the same passages.
 */
export const consultationModule: ServerModule = {
  name: 'consultation',
  routes: async (app) => {
    await app.register(consultationRoutes(createChatModel(app.config)));
  },
  quickExitFollowers: [forgetQuestions],
};
