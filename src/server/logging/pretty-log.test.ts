import { describe, expect, it } from 'vitest';
import { formatLogLine, formatLogRecord } from './pretty-log.ts';

/** 14:02:07 on this machine's clock, whatever its time zone. */
const AT = new Date(2026, 10, 25, 14, 2, 7).getTime();
const ESC = '\u001b[';

describe('formatLogRecord', () => {
  it('writes the time, the level and the message first', () => {
    expect(
      formatLogRecord({
        level: 30,
        time: AT,
        service: 'summary',
        msg: 'the embedded model is ready: Qwen2.5 1.5B Instruct',
      }),
    ).toBe('14:02:07 INFO  the embedded model is ready: Qwen2.5 1.5B Instruct\n');
  });

  it('writes a request as an access log: method, path, status, a short id, the time it took', () => {
    expect(
      formatLogRecord({
        level: 30,
        time: AT,
        service: 'summary',
        requestId: 'e9fe0a0d-4243-4606-b5db-9a9aad12ecbb',
        method: 'POST',
        path: '/api/summary',
        status: 200,
        ms: 12,
        msg: 'request',
      }),
    ).toBe('14:02:07 INFO  POST /api/summary 200 req=e9fe0a0d 12ms\n');
  });

  it('writes the other fields compactly: bare words, quoted text, lists with commas, the ms last', () => {
    expect(
      formatLogRecord({
        level: 40,
        time: AT,
        ms: 840,
        provider: 'openai',
        attempt: 1,
        status: 503,
        reason: 'the model is busy',
        sources: ['fxtwitter', 'syndication'],
        retry: false,
        limits: { perMinute: 5 },
        msg: 'text generation failed',
      }),
    ).toBe(
      '14:02:07 WARN  text generation failed provider=openai attempt=1 status=503 ' +
        'reason="the model is busy" sources=fxtwitter,syndication retry=false ' +
        'limits={"perMinute":5} 840ms\n',
    );
  });

  it('does not repeat a long value the message already says', () => {
    expect(
      formatLogRecord({
        level: 30,
        time: AT,
        url: 'http://127.0.0.1:3000',
        cache: 'memory',
        msg: 'Summary listening on http://127.0.0.1:3000 (memory)',
      }),
    ).toBe('14:02:07 INFO  Summary listening on http://127.0.0.1:3000 (memory) cache=memory\n');
  });

  it('gives an error its message as a field and its stack on indented lines', () => {
    const line = formatLogRecord({
      level: 50,
      time: AT,
      path: '/api/summary',
      err: {
        type: 'Error',
        message: 'boom',
        stack: 'Error: boom\n    at render (src/server/cards/render-card.ts:12:3)',
      },
      msg: 'unhandled error',
    });
    expect(line).toBe(
      '14:02:07 ERROR unhandled error path=/api/summary err=boom\n' +
        '    Error: boom\n' +
        '    at render (src/server/cards/render-card.ts:12:3)\n',
    );
  });

  it('keeps a warning to one line, the error message without its stack', () => {
    expect(
      formatLogRecord({
        level: 40,
        time: AT,
        err: { message: 'connect ECONNREFUSED 127.0.0.1:6379', stack: 'Error: …\n    at x' },
        msg: 'redis error',
      }),
    ).toBe('14:02:07 WARN  redis error err="connect ECONNREFUSED 127.0.0.1:6379"\n');
  });

  it('cuts a long object', () => {
    const line = formatLogRecord({ level: 30, time: AT, big: { text: 'x'.repeat(500) }, msg: 'm' });
    expect(line.length).toBeLessThan(260);
    expect(line).toMatch(/…\n$/);
  });

  it('shows every level by its name, padded to one width', () => {
    const labels = [10, 20, 30, 40, 50, 60].map((level) =>
      formatLogRecord({ level, time: AT, msg: 'm' }).slice(9, 15),
    );
    expect(labels).toEqual(['TRACE ', 'DEBUG ', 'INFO  ', 'WARN  ', 'ERROR ', 'FATAL ']);
  });

  it('without colours writes no escape codes; with them, warnings in yellow and errors in red', () => {
    const record = (level: number) => ({ level, time: AT, attempt: 2, msg: 'something' });
    for (const level of [20, 30, 40, 50, 60]) {
      expect(formatLogRecord(record(level))).not.toContain(ESC);
    }
    expect(formatLogRecord(record(40), { colors: true })).toContain(`${ESC}33mWARN `);
    expect(formatLogRecord(record(40), { colors: true })).toContain(`${ESC}33msomething`);
    expect(formatLogRecord(record(50), { colors: true })).toContain(`${ESC}1;31mERROR`);
    expect(formatLogRecord(record(50), { colors: true })).toContain(`${ESC}31msomething`);
    expect(formatLogRecord(record(30), { colors: true })).toContain(`${ESC}32mINFO `);
    // The colours wrap the same text.
    const codes = new RegExp(`${ESC.replace('[', '\\[')}[\\d;]*m`, 'g');
    expect(formatLogRecord(record(50), { colors: true }).replace(codes, '')).toBe(
      formatLogRecord(record(50)),
    );
  });
});

describe('formatLogLine', () => {
  it("reads one of pino's JSON lines", () => {
    const line = `${JSON.stringify({ level: 30, time: AT, service: 'summary', msg: 'stopped', code: 0 })}\n`;
    expect(formatLogLine(line)).toBe('14:02:07 INFO  stopped code=0\n');
  });

  it('passes anything else on as it came, as one line', () => {
    expect(formatLogLine('not json\n')).toBe('not json\n');
    expect(formatLogLine('[1,2]')).toBe('[1,2]\n');
  });
});
