import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseLogFormat,
  colorsFor,
  createLogger,
  runningLine,
  urlOf,
  writePlainLine,
} from './logger.ts';

function sink() {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { destination, text: () => chunks.join('') };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('chooseLogFormat', () => {
  it('is pretty on a terminal and JSON anywhere else', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    // A pipe's stdout has no isTTY at all.
    expect(chooseLogFormat(undefined, undefined)).toBe('json');
  });

  it('follows LOG_FORMAT when it names a format, whatever stdout is', () => {
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
    expect(chooseLogFormat(' Pretty ', undefined)).toBe('pretty');
    expect(chooseLogFormat('', true)).toBe('pretty');
    expect(chooseLogFormat('xml', false)).toBe('json');
  });
});

describe('colorsFor', () => {
  const colourTerminal = { isTTY: true, hasColors: () => true };

  it('colours a terminal that shows colours', () => {
    expect(colorsFor(colourTerminal, {})).toBe(true);
  });

  it('never with NO_COLOR, never off a terminal, not where the terminal has none', () => {
    expect(colorsFor(colourTerminal, { NO_COLOR: '1' })).toBe(false);
    expect(colorsFor({ isTTY: false, hasColors: () => true }, {})).toBe(false);
    expect(colorsFor({}, {})).toBe(false);
    expect(colorsFor({ isTTY: true, hasColors: () => false }, {})).toBe(false);
  });

  it("asks the terminal with the environment it is given (Node's test reads TERM, FORCE_COLOR)", () => {
    const env = { TERM: 'dumb' };
    let asked: object | undefined;
    colorsFor(
      {
        isTTY: true,
        hasColors: (given) => {
          asked = given;
          return false;
        },
      },
      env,
    );
    expect(asked).toBe(env);
  });
});

describe('createLogger', () => {
  it('writes JSON into a destination it is given, redacted', () => {
    const { destination, text } = sink();
    createLogger('info', destination).info({ apiKey: 'secret', n: 1 }, 'hello');
    const record = JSON.parse(text());
    expect(record).toMatchObject({ level: 30, service: 'summary', n: 1, msg: 'hello' });
    expect(record.apiKey).toBe('[redacted]');
  });

  it('writes readable lines in the pretty format, redacted too', () => {
    const { destination, text } = sink();
    createLogger('info', destination, { format: 'pretty' }).warn(
      { apiKey: 'secret', attempt: 2 },
      'slow',
    );
    expect(text()).toMatch(/^\d\d:\d\d:\d\d WARN {2}slow apiKey=\[redacted\] attempt=2\n$/);
    expect(text()).not.toContain('secret');
  });

  it('on stdout, chooses by LOG_FORMAT and the terminal, and names a LOG_FORMAT it cannot follow', () => {
    const stdout = process.stdout as { isTTY?: boolean };
    const wasTTY = stdout.isTTY;
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    vi.stubEnv('NO_COLOR', '1');
    try {
      stdout.isTTY = false;
      vi.stubEnv('LOG_FORMAT', 'pretty');
      createLogger('info').info('asked for');
      stdout.isTTY = true;
      vi.stubEnv('LOG_FORMAT', '');
      createLogger('info').info('a terminal');
      vi.stubEnv('LOG_FORMAT', 'xml');
      createLogger('info').info('after the warning');
    } finally {
      stdout.isTTY = wasTTY;
    }
    // The times aside:
    expect(written.join('').replace(/^\d\d:\d\d:\d\d /gm, '')).toBe(
      'INFO  asked for\n' +
        'INFO  a terminal\n' +
        'WARN  LOG_FORMAT is neither json nor pretty: pretty logs LOG_FORMAT=xml\n' +
        'INFO  after the warning\n',
    );
  });
});

describe('runningLine', () => {
  it('says where to open the server, on a line of its own', () => {
    expect(runningLine('127.0.0.1', 3000)).toBe('Summary is running at http://127.0.0.1:3000\n');
    expect(runningLine('::1', 3000)).toBe('Summary is running at http://[::1]:3000\n');
  });

  it('opens a server on every address as localhost', () => {
    expect(runningLine('0.0.0.0', 8080)).toBe(
      'Summary is running at http://localhost:8080 (listening on every address, HOST=0.0.0.0)\n',
    );
    expect(urlOf('::', 8080)).toBe('http://[::]:8080');
  });
});

describe('writePlainLine', () => {
  it('writes the line as it is, after what was logged, in either format', () => {
    for (const format of ['json', 'pretty'] as const) {
      const { destination, text } = sink();
      const logger = createLogger('info', destination, { format });
      logger.info({ url: 'http://127.0.0.1:3000' }, 'Summary listening on http://127.0.0.1:3000');
      writePlainLine(logger, runningLine('127.0.0.1', 3000));
      const lines = text().split('\n');
      expect(lines[0]).toContain('Summary listening on');
      expect(lines.slice(1)).toEqual(['Summary is running at http://127.0.0.1:3000', '']);
    }
  });
});
