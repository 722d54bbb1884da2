import { z } from 'zod';
import type { ChatModel } from './chat-model';

export interface OpenAiChatModelOptions {
  /** Base URL; answers come from `POST {url}/chat/completions`. */
  url: string;
  apiKey?: string;
  model: string;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** The OpenAI chat-completions protocol, which most hosted and self-hosted models speak. */
export function createOpenAiChatModel(
  options: OpenAiChatModelOptions,
  fetchImpl: typeof fetch = fetch,
): ChatModel {
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete(messages) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, messages, temperature: 0 }),
        signal: AbortSignal.timeout(30_000),
      });
      // The error names only the status: the body could echo the question.
      if (!response.ok)
        throw new Error(`The chat model answered ${response.status} to POST chat/completions`);
      const content = completionSchema.parse(await response.json()).choices[0]?.message.content?.trim();
      if (!content) throw new Error('The chat model answered without content');
      return content;
    },
  };
}
