import { createChatModel } from '../../adapters/chat-model';
import type { ServerModule } from '../server-module';
import { consultationRoutes } from './routes';

/**
 * The consultation: questions about the process answered from Camino's own content with the pages
 * cited, by a local search or, when configured, a chat model grounded on the same passages.
 */
export const consultationModule: ServerModule = {
  name: 'consultation',
  routes: async (app) => {
    await app.register(consultationRoutes(createChatModel(app.config)));
  },
};
