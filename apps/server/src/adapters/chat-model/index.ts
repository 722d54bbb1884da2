import type { Config } from '../../config';
import type { ChatModel } from './chat-model';
import { createOpenAiChatModel } from './openai-chat-model';

export type { ChatMessage, ChatModel } from './chat-model';
export { createOpenAiChatModel } from './openai-chat-model';

/** The configured chat model, or null: the embedded default answers from the passages alone. */
export function createChatModel(
  config: Pick<Config, 'CHAT_MODEL_API_URL' | 'CHAT_MODEL_API_KEY' | 'CHAT_MODEL_NAME'>,
): ChatModel | null {
  if (!config.CHAT_MODEL_API_URL) return null;
  return createOpenAiChatModel({
    url: config.CHAT_MODEL_API_URL,
    model: config.CHAT_MODEL_NAME,
    ...(config.CHAT_MODEL_API_KEY ? { apiKey: config.CHAT_MODEL_API_KEY } : {}),
  });
}
