/**
 * The server's logs: JSON lines (pino) wherever a program reads them (a container, a log
 * collector, a test), and lines a person reads (pretty-log.ts) when stdout is a terminal.
 * LOG_FORMAT=json or LOG_FORMAT=pretty overrides the choice. Never log a key or a full prompt:
 * redact paths cover the usual places, in both formats.
 */
import { type DestinationStream, type Logger, pino } from 'pino';
import { formatLogLine } from './pretty-log.ts';

export type { Logger };

export type LogFormat = 'json' | 'pretty';

export interface LoggerOptions {
  /** Default: JSON into a given destination; for stdout, as chooseLogFormat says. */
  format?: LogFormat;
  /** ANSI colours in the pretty format. Default: as colorsFor says of stdout. */
  colors?: boolean;
}

/** LOG_FORMAT when it names a format; otherwise pretty on a terminal and JSON anywhere else. */
export function chooseLogFormat(
  requested: string | undefined,
  isTTY: boolean | undefined,
): LogFormat {
  const format = requested?.trim().toLowerCase();
  if (format === 'json' || format === 'pretty') return format;
  return isTTY === true ? 'pretty' : 'json';
}

/** Colours on a terminal that shows them (Node's test: FORCE_COLOR, TERM), never with NO_COLOR. */
export function colorsFor(
  stream: { isTTY?: boolean; hasColors?: (env?: object) => boolean },
  env: Record<string, string | undefined>,
): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stream.isTTY === true && stream.hasColors?.(env) === true;
}

/** A destination that writes each of pino's JSON lines to `out` as a readable line. */
export function prettyDestination(
  out: { write(text: string): unknown },
  colors: boolean,
): DestinationStream {
  return { write: (line: string) => void out.write(formatLogLine(line, { colors })) };
}

export function createLogger(
  level: string,
  destination?: NodeJS.WritableStream,
  options: LoggerOptions = {},
): Logger {
  const requested = process.env.LOG_FORMAT?.trim() || undefined;
  const format =
    options.format ?? (destination ? 'json' : chooseLogFormat(requested, process.stdout.isTTY));
  const colors = options.colors ?? (destination ? false : colorsFor(process.stdout, process.env));
  const logger = pino(
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
    format === 'pretty'
      ? prettyDestination(destination ?? process.stdout, colors)
      : (destination as never),
  );
  const chosenByEnv = !options.format && !destination;
  if (chosenByEnv && requested && !['json', 'pretty'].includes(requested.toLowerCase())) {
    logger.warn({ LOG_FORMAT: requested }, `LOG_FORMAT is neither json nor pretty: ${format} logs`);
  }
  return logger;
}

/** A URL for host and port (IPv6 in brackets). */
export function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The line that says where the server is, printed on its own (not a log record) in both formats.
 * A server on every address (HOST=0.0.0.0 or ::) is opened as localhost on this machine.
 */
export function runningLine(host: string, port: number): string {
  const everywhere = host === '0.0.0.0' || host === '::';
  const where = everywhere
    ? `${urlOf('localhost', port)} (listening on every address, HOST=${host})`
    : urlOf(host, port);
  return `Summary is running at ${where}\n`;
}

/**
 * Writes a plain line (not a log record) where the logger writes, after the lines it has logged:
 * pino's own stdout writes are queued, so a write to process.stdout could come before them.
 */
export function writePlainLine(logger: Logger, line: string): void {
  const stream = (logger as unknown as Record<symbol, { write(text: string): unknown }>)[
    pino.symbols.streamSym
  ];
  (stream ?? process.stdout).write(line.endsWith('\n') ? line : `${line}\n`);
}
