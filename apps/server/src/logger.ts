import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';
import { REDACTED, redactionPaths, redactUrl } from './lib/redaction';

interface RequestLike {
  method: string;
  url: string;
  id?: string;
  ip?: string;
}

/** The process logger; tests pass a destination stream to read what was written. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      base: { pid: process.pid },
      redact: { paths: redactionPaths(), censor: REDACTED },
      serializers: {
        err: pino.stdSerializers.err,
        req: (request: RequestLike) =>
          typeof request?.url === 'string'
            ? { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }
            : request,
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    destination,
  );
}
