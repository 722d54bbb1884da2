/** A LibreTranslate-compatible service: POST {url}/translate with JSON { q, source, target, format, api_key }. */
import { MachineTranslationError, type MachineTranslator } from './machine-translator';

export interface LibreTranslateOptions {
  readonly url: string;
  readonly apiKey?: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

interface TranslateAnswer {
  translatedText?: unknown;
  error?: unknown;
}

export function createLibreTranslateTranslator(options: LibreTranslateOptions): MachineTranslator {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function translateOne(text: string, from: string, to: string): Promise<string> {
    if (text.trim() === '') return '';
    let response: Response;
    try {
      response = await send(`${options.url}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: text,
          source: from,
          target: to,
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new MachineTranslationError('The translation service could not be reached.');
    }
    const answer = (await response.json().catch(() => ({}))) as TranslateAnswer;
    if (!response.ok || typeof answer.translatedText !== 'string') {
      // The service's own error text may echo the request; it is not passed on to logs.
      throw new MachineTranslationError(
        `The translation service answered ${response.status}.`,
        response.status,
      );
    }
    return answer.translatedText;
  }

  return {
    name: 'libretranslate',
    available: true,
    async translate(texts, from, to) {
      const translated: string[] = [];
      for (const text of texts) translated.push(await translateOne(text, from, to));
      return translated;
    },
  };
}
