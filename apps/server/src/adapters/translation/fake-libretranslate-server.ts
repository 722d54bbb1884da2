/**
 * A local server speaking LibreTranslate's /translate API, for tests: it "translates" from a small
 * dictionary, checks the API key when given one, and answers errors the way LibreTranslate does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLibreTranslate {
  readonly url: string;
  readonly requests: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function startFakeLibreTranslate(
  options: { apiKey?: string; dictionary?: Readonly<Record<string, string>> } = {},
): Promise<FakeLibreTranslate> {
  const requests: Array<Record<string, unknown>> = [];
  const server: Server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/translate') return reply(404, { error: 'Not Found' });
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return reply(400, { error: 'Invalid request' });
      }
      requests.push(body);
      if (options.apiKey !== undefined && body.api_key !== options.apiKey)
        return reply(403, { error: 'Invalid API key' });
      if (typeof body.q !== 'string' || typeof body.source !== 'string' || typeof body.target !== 'string')
        return reply(400, { error: 'Invalid request: missing q, source or target parameter' });
      let text = body.q;
      for (const [from, to] of Object.entries(options.dictionary ?? {})) text = text.split(from).join(to);
      return reply(200, { translatedText: text });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
