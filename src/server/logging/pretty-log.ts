/**
 * The server's log lines as a person reads them on a terminal (logger.ts chooses when): pino's JSON
 * record in, one line out, the time, the level and the message first, then the few fields that
 * matter, compactly:
 *
 *   14:02:07 INFO  the embedded model is ready: Qwen2.5 1.5B Instruct
 *   14:02:09 INFO  POST /api/summary 200 req=1f0c9a2b 12ms
 *   14:02:11 WARN  text generation failed provider=openai attempt=1 status=503 840ms
 *
 * Warnings and errors stand out by their label and, where the terminal shows colours, in yellow
 * and red; an error's stack follows on indented lines. It prints what redaction left, nothing more.
 */

const LABELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const WARN = 40;
const ERROR = 50;

/** Fields every line has, or that say nothing to a person at a terminal. */
const UNSHOWN = new Set(['level', 'time', 'msg', 'service', 'pid', 'hostname']);
/** A string field this long or longer is not repeated when the message already says it. */
const SAID_ALREADY_FROM = 8;
/** An object field is cut after this many characters of its JSON. */
const OBJECT_FIELD_MAX = 200;
/** The part of a request id a terminal shows: enough to tell requests apart. */
const REQUEST_ID_SHOWN = 8;

const ansi = (code: string) => (text: string) => `\u001b[${code}m${text}\u001b[0m`;
const dim = ansi('2');
const green = ansi('32');
const yellow = ansi('33');
const boldRed = ansi('1;31');
const red = ansi('31');

export interface PrettyOptions {
  /** ANSI colours (a terminal that shows them, without NO_COLOR). */
  colors?: boolean;
}

/** One of pino's JSON lines as a readable line (ending in a newline); anything else as it came. */
export function formatLogLine(line: string, options: PrettyOptions = {}): string {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  return formatLogRecord(record as Record<string, unknown>, options);
}

/** A log record (pino's fields: level, time, msg, and the rest) as one readable line. */
export function formatLogRecord(
  record: Record<string, unknown>,
  options: PrettyOptions = {},
): string {
  const colors = options.colors ?? false;
  const level = typeof record.level === 'number' ? record.level : 30;
  const label = (LABELS[level] ?? String(record.level)).padEnd(5);
  const time = typeof record.time === 'number' ? clock(record.time) : '--:--:--';
  const fields = Object.fromEntries(
    Object.entries(record).filter(([key, value]) => !UNSHOWN.has(key) && value !== undefined),
  );
  let message = typeof record.msg === 'string' ? record.msg : '';

  // The one line of a request reads as an access log does: POST /api/summary 200 12ms.
  if (
    message === 'request' &&
    typeof fields.method === 'string' &&
    typeof fields.path === 'string' &&
    fields.status !== undefined
  ) {
    message = `${fields.method} ${fields.path} ${String(fields.status)}`;
    delete fields.method;
    delete fields.path;
    delete fields.status;
  }

  const { err, ms, ...rest } = fields;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(rest)) {
    if (typeof value === 'string' && value.length >= SAID_ALREADY_FROM && message.includes(value)) {
      continue;
    }
    if (key === 'requestId' && typeof value === 'string') {
      parts.push(`req=${value.slice(0, REQUEST_ID_SHOWN)}`);
      continue;
    }
    parts.push(`${key}=${shown(value)}`);
  }
  const error = errorParts(err);
  if (error.message !== undefined) parts.push(`err=${shown(error.message)}`);
  if (typeof ms === 'number') parts.push(`${ms}ms`);
  else if (ms !== undefined) parts.push(`ms=${shown(ms)}`);

  const fieldText = parts.join(' ');
  const stack =
    level >= ERROR && error.stack
      ? `\n${error.stack
          .split('\n')
          .map((stackLine) => `    ${stackLine.trim()}`)
          .join('\n')}`
      : '';
  if (!colors) {
    return `${[time, label, message, fieldText].filter(Boolean).join(' ')}${stack}\n`;
  }
  const paint =
    level >= ERROR
      ? { label: boldRed, text: red }
      : level >= WARN
        ? { label: yellow, text: yellow }
        : undefined;
  const labelText = paint ? paint.label(label) : level >= 30 ? green(label) : dim(label);
  const messageText = paint && message ? paint.text(message) : message;
  const line = [dim(time), labelText, messageText, fieldText && dim(fieldText)];
  return `${line.filter(Boolean).join(' ')}${stack && dim(stack)}\n`;
}

/** HH:MM:SS in the machine's time zone: a terminal's reader knows the day. */
function clock(epochMs: number): string {
  const date = new Date(epochMs);
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

/** A field's value, compact: bare when it has no space or quote, a list with commas. */
function shown(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"'=]+$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return String(value);
  }
  if (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' && /^[^\s"'=,]+$/.test(item))
  ) {
    return value.join(',');
  }
  const json = JSON.stringify(value) ?? String(value);
  return json.length > OBJECT_FIELD_MAX ? `${json.slice(0, OBJECT_FIELD_MAX)}…` : json;
}

/** pino's `err` (type, message, stack) or a bare `{ message }`, whatever it holds. */
function errorParts(err: unknown): { message?: string; stack?: string } {
  if (err === undefined) return {};
  if (typeof err !== 'object' || err === null) return { message: String(err) };
  const { message, stack } = err as { message?: unknown; stack?: unknown };
  return {
    message: typeof message === 'string' ? message : JSON.stringify(err),
    stack: typeof stack === 'string' ? stack : undefined,
  };
}
