import { describe, expect, it } from 'vitest';
import type { ModelFailure, RulesReason, TextGenerationHealth } from '#core/index.ts';
import type { TextGenerationView } from './use-text-generation-health.ts';
import { MODEL_READY_NOTE, type WrittenSubject, writtenByNote } from './written-by-note.ts';

const now = (
  health: TextGenerationHealth | undefined,
  readyAfterWait = false,
): TextGenerationView => ({
  settled: true,
  health,
  readyAfterWait,
});

const embedded = (fields: Omit<TextGenerationHealth, 'provider'>): TextGenerationHealth => ({
  provider: 'embedded',
  model: 'Qwen2.5 1.5B Instruct',
  ...fields,
});

/** The note's visible text, `offline` for the standing rules note, or null. */
function textOf(
  health: TextGenerationView | undefined,
  {
    by = 'rules',
    reason,
    subject = 'card',
    newTake = false,
  }: {
    by?: 'rules' | 'model';
    reason?: RulesReason;
    subject?: WrittenSubject;
    newTake?: boolean;
  } = {},
) {
  const writer = by === 'rules' ? 'rules' : undefined;
  const note = writtenByNote({ writer, rulesReason: reason, subject, live: health, newTake });
  return note?.kind === 'text' ? note.text : (note?.kind ?? null);
}

const downloading = (progress?: number): RulesReason => ({
  kind: 'downloading',
  ...(progress !== undefined && { progress }),
});
const failed = (failure: ModelFailure): RulesReason => ({ kind: 'failed', failure });

describe('writtenByNote', () => {
  it("says the reason the answer carries, in core's words", () => {
    const ready = now(embedded({ state: 'ready' }));
    expect(textOf(ready, { reason: downloading(42.5) })).toBe(
      'Key lines by rules: the local model is downloading (43%)',
    );
    expect(textOf(ready, { reason: { kind: 'loading' } })).toBe(
      'Key lines by rules: the local model is loading',
    );
    expect(textOf(ready, { reason: { kind: 'busy' } })).toBe(
      'Key lines by rules: the local model is busy',
    );
    expect(textOf(ready, { reason: failed('download-failed') })).toBe(
      'Key lines by rules: the local model is not installed on this server (the download failed)',
    );
    expect(textOf(ready, { reason: failed('no-memory') })).toBe(
      'Key lines by rules: not enough memory for the local model',
    );
    expect(textOf(ready, { reason: failed('no-runtime'), subject: 'thread' })).toBe(
      'Posts by rules: the local model could not start (no runtime for this platform)',
    );
  });

  it('never says busy when the model was not running: the state now does not decide', () => {
    // Written while the model downloaded, shown now that it is ready: not "busy".
    expect(
      textOf(now(embedded({ state: 'ready' })), { reason: failed('download-failed') }),
    ).not.toMatch(/busy/);
    expect(textOf(now(embedded({ state: 'ready' })))).toBe('offline');
    // Written while busy, shown while the model loads again: still what held then.
    expect(textOf(now(embedded({ state: 'loading' })), { reason: { kind: 'busy' } })).toBe(
      'Key lines by rules: the local model is busy',
    );
  });

  it('follows the model on its way under a fresh result written while it was on its way', () => {
    const reason = downloading(12);
    expect(textOf(now(embedded({ state: 'downloading', progress: 43.4 })), { reason })).toBe(
      'Key lines by rules: the local model is downloading (43%)',
    );
    expect(textOf(now(embedded({ state: 'loading' })), { reason })).toBe(
      'Key lines by rules: the local model is loading',
    );
    expect(
      textOf(now(embedded({ state: 'failed', reason: 'the download failed' })), { reason }),
    ).toBe('Key lines by rules: the local model is downloading (12%)');
  });

  it('shows the reason at once, before the server answered', () => {
    const waiting = { settled: false, health: undefined, readyAfterWait: false };
    expect(textOf(waiting, { reason: { kind: 'busy' } })).toBe(
      'Key lines by rules: the local model is busy',
    );
  });

  it('keeps the standing rules note when no reason came: no model on this server', () => {
    expect(textOf(now({ provider: 'local' }))).toBe('offline');
    expect(textOf(now(undefined))).toBe('offline');
    expect(textOf(now({ provider: 'embedded' }))).toBe('offline');
  });

  it("names the model that wrote it: the local one, one on Ollama or a server's", () => {
    const byModel = { by: 'model' } as const;
    expect(textOf(now(embedded({ state: 'ready' })), byModel)).toBe(
      'Written by the local model (Qwen2.5 1.5B Instruct)',
    );
    expect(textOf(now({ provider: 'embedded', state: 'ready' }), byModel)).toBe(
      'Written by the local model',
    );
    expect(textOf(now({ provider: 'ollama', model: 'llama3.2:3b' }), byModel)).toBe(
      'Written by llama3.2:3b on Ollama',
    );
    expect(textOf(now({ provider: 'openai', model: 'gpt-4o-mini' }), byModel)).toBe(
      'Written by gpt-4o-mini',
    );
    expect(textOf(now({ provider: 'tgi' }), byModel)).toBeNull();
    expect(textOf(now(undefined), byModel)).toBeNull();
  });

  it('says the model is ready once it is, where New take is offered', () => {
    const ready = now(embedded({ state: 'ready' }), true);
    expect(textOf(ready, { reason: downloading(43), newTake: true })).toBe(MODEL_READY_NOTE);
    expect(MODEL_READY_NOTE).toBe('The local model is ready: New take writes this card with it.');
    expect(textOf(ready, { reason: { kind: 'loading' } })).toBe(
      'Key lines by rules: the local model was not ready yet',
    );
    expect(textOf(ready, { reason: downloading(43), subject: 'thread' })).toBe(
      'Posts by rules: the local model was not ready yet',
    );
  });

  it('says only what a stored answer says: no live state', () => {
    expect(textOf(undefined)).toBe('offline');
    expect(textOf(undefined, { reason: downloading(43) })).toBe(
      'Key lines by rules: the local model is downloading (43%)',
    );
    expect(textOf(undefined, { by: 'model' })).toBeNull();
  });

  it('says nothing of a model until the server answered', () => {
    const waiting = { settled: false, health: undefined, readyAfterWait: false };
    expect(textOf(waiting, { by: 'model' })).toBeNull();
  });

  it('tells a screen reader of a download without its percentage', () => {
    const note = writtenByNote({
      writer: 'rules',
      rulesReason: downloading(12),
      subject: 'card',
      live: now(embedded({ state: 'downloading', progress: 43 })),
      newTake: false,
    });
    expect(note).toMatchObject({
      text: 'Key lines by rules: the local model is downloading (43%)',
      spoken: 'Key lines by rules: the local model is downloading',
    });
  });
});
