/** Structured JSON logs. Never log a key or a full prompt: redact paths cover the usual places. */
import { type Logger, pino } from 'pino';

export type { Logger };

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'summary' },
      redact: {
        paths: [
          'apiKey',
          '*.apiKey',
          'headers.authorization',
          '*.headers.authorization',
          'prompt',
          '*.prompt',
        ],
        censor: '[redacted]',
      },
    },
    destination as never,
  );
}
