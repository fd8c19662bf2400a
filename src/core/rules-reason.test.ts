import { describe, expect, it } from 'vitest';
import {
  isRulesReason,
  MODEL_FAILURE_REASONS,
  MODEL_FAILURES,
  type RulesReason,
  rulesReasonText,
} from './rules-reason.ts';

describe('rulesReasonText', () => {
  it('says how far the download is, and leaves the percentage out for a screen reader', () => {
    expect(rulesReasonText({ kind: 'downloading', progress: 42.5 })).toBe(
      'the local model is downloading (43%)',
    );
    expect(rulesReasonText({ kind: 'downloading', progress: 42.5 }, { spoken: true })).toBe(
      'the local model is downloading',
    );
    expect(rulesReasonText({ kind: 'downloading' })).toBe('the local model is downloading');
  });

  it('says loading, busy and stopped in a few words', () => {
    expect(rulesReasonText({ kind: 'loading' })).toBe('the local model is loading');
    expect(rulesReasonText({ kind: 'busy' })).toBe('the local model is busy');
    expect(rulesReasonText({ kind: 'stopped' })).toBe('the local model has stopped');
  });

  it('calls a model with no file on the server not installed, and says why', () => {
    expect(rulesReasonText({ kind: 'failed', failure: 'download-failed' })).toBe(
      'the local model is not installed on this server (the download failed)',
    );
    expect(rulesReasonText({ kind: 'failed', failure: 'file-missing' })).toBe(
      'the local model is not installed on this server (the file is missing)',
    );
    expect(rulesReasonText({ kind: 'failed', failure: 'file-mismatch' })).toBe(
      'the local model is not installed on this server (the file is not the one named)',
    );
  });

  it('says a model that could not start why, and memory in its own words', () => {
    expect(rulesReasonText({ kind: 'failed', failure: 'no-runtime' })).toBe(
      'the local model could not start (no runtime for this platform)',
    );
    expect(rulesReasonText({ kind: 'failed', failure: 'load-failed' })).toBe(
      'the local model could not start (the model could not be loaded)',
    );
    expect(rulesReasonText({ kind: 'failed', failure: 'load-timeout' })).toBe(
      'the local model could not start (the model took too long to load)',
    );
    expect(rulesReasonText({ kind: 'failed', failure: 'no-memory' })).toBe(
      'not enough memory for the local model',
    );
  });

  it('names no path, host or variable in any public reason', () => {
    for (const failure of MODEL_FAILURES) {
      const said = [MODEL_FAILURE_REASONS[failure], rulesReasonText({ kind: 'failed', failure })];
      for (const text of said) {
        expect(text).not.toMatch(/[/\\]|https?:|EMBEDDED_|[A-Z]{3,}_|\.gguf/);
      }
    }
  });
});

describe('isRulesReason', () => {
  it('takes every reason the server writes, and nothing else', () => {
    const good: RulesReason[] = [
      { kind: 'downloading', progress: 12 },
      { kind: 'downloading' },
      { kind: 'loading' },
      { kind: 'busy' },
      { kind: 'stopped' },
      ...MODEL_FAILURES.map((failure) => ({ kind: 'failed' as const, failure })),
    ];
    for (const reason of good) expect(isRulesReason(reason)).toBe(true);
    for (const bad of [
      null,
      'busy',
      {},
      { kind: 'asleep' },
      { kind: 'downloading', progress: '12' },
      { kind: 'failed' },
      { kind: 'failed', failure: 'ENOENT /srv/model.gguf' },
    ]) {
      expect(isRulesReason(bad)).toBe(false);
    }
  });
});
