import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';
import { truncateAddress } from './lib/client-address';
import { redactDeep, redactUrl } from './lib/redaction';
import { serializeError } from './lib/serialize-error';

interface RequestLike {
  method: string;
  url: string;
  id?: string;
  ip?: string;
}

/** Keys with a serializer of their own; the deep redaction leaves them to it. */
const SERIALIZED_KEYS = new Set(['req', 'res', 'err']);

/** The process logger; tests pass a destination stream to read what was written. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      base: { pid: process.pid },
      formatters: {
        log: (object) => redactDeep(object, SERIALIZED_KEYS) as Record<string, unknown>,
      },
      hooks: {
        // `log.error(err)` would otherwise take the raw error message as the log message.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (first instanceof Error) {
            const message = typeof rest[0] === 'string' ? rest : [serializeError(first).name, ...rest];
            return method.apply(this, [{ err: first }, ...message] as Parameters<typeof method>);
          }
          return method.apply(this, args);
        },
      },
      serializers: {
        err: serializeError,
        req: (request: RequestLike) =>
          typeof request?.url === 'string'
            ? {
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: truncateAddress(request.ip),
              }
            : request,
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    destination,
  );
}
