import { describe, expect, it } from 'vitest';
import type { TextGenerationHealth } from '#core/index.ts';
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
    subject = 'card',
    newTake = false,
  }: {
    by?: 'rules' | 'model';
    subject?: WrittenSubject;
    newTake?: boolean;
  } = {},
) {
  const writer = by === 'rules' ? 'rules' : undefined;
  const note = writtenByNote({ writer, subject, live: health, newTake });
  return note?.kind === 'text' ? note.text : (note?.kind ?? null);
}

describe('writtenByNote', () => {
  it('says why the rules wrote a card while the local model is on its way', () => {
    expect(textOf(now(embedded({ state: 'downloading', progress: 43.4 })))).toBe(
      'Key lines by rules: the local model is downloading (43%)',
    );
    expect(textOf(now(embedded({ state: 'downloading', progress: 42.5 })))).toBe(
      'Key lines by rules: the local model is downloading (43%)',
    );
    expect(textOf(now(embedded({ state: 'downloading' })))).toBe(
      'Key lines by rules: the local model is downloading',
    );
    expect(textOf(now(embedded({ state: 'loading' })))).toBe(
      'Key lines by rules: the local model is loading',
    );
    expect(textOf(now(embedded({ state: 'failed', reason: 'Not enough memory.' })))).toBe(
      'Key lines by rules: the local model could not start (Not enough memory)',
    );
    expect(textOf(now(embedded({ state: 'failed' })))).toBe(
      'Key lines by rules: the local model could not start',
    );
    expect(textOf(now(embedded({ state: 'ready' })))).toBe(
      'Key lines by rules: the local model was busy',
    );
  });

  it('says the same of a thread with "Posts by rules:"', () => {
    const thread = { subject: 'thread' } as const;
    expect(textOf(now(embedded({ state: 'downloading', progress: 43 })), thread)).toBe(
      'Posts by rules: the local model is downloading (43%)',
    );
    expect(textOf(now(embedded({ state: 'loading' })), thread)).toBe(
      'Posts by rules: the local model is loading',
    );
    expect(textOf(now(embedded({ state: 'failed', reason: 'No disk space' })), thread)).toBe(
      'Posts by rules: the local model could not start (No disk space)',
    );
    expect(textOf(now(embedded({ state: 'ready' })), thread)).toBe(
      'Posts by rules: the local model was busy',
    );
  });

  it('keeps the standing rules note with no model configured, or when the server cannot tell', () => {
    expect(textOf(now({ provider: 'local' }))).toBe('offline');
    expect(textOf(now(undefined))).toBe('offline');
    expect(textOf(now({ provider: 'embedded' }))).toBe('offline');
    expect(textOf(now({ provider: 'openai', model: 'gpt-4o-mini' }))).toBe('offline');
  });

  it('names the model that wrote it: the local one, or one on Ollama; nothing for the others', () => {
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
    expect(textOf(now({ provider: 'openai', model: 'gpt-4o-mini' }), byModel)).toBeNull();
    expect(textOf(now({ provider: 'tgi' }), byModel)).toBeNull();
    expect(textOf(now(undefined), byModel)).toBeNull();
  });

  it('says the model is ready once it is, where New take is offered', () => {
    const ready = now(embedded({ state: 'ready' }), true);
    expect(textOf(ready, { newTake: true })).toBe(MODEL_READY_NOTE);
    expect(MODEL_READY_NOTE).toBe('The local model is ready: New take writes this card with it.');
    expect(textOf(ready)).toBe('Key lines by rules: the local model was not ready yet');
    expect(textOf(ready, { subject: 'thread' })).toBe(
      'Posts by rules: the local model was not ready yet',
    );
  });

  it('says only what a stored answer says: no live state', () => {
    expect(textOf(undefined)).toBe('offline');
    expect(textOf(undefined, { by: 'model' })).toBeNull();
  });

  it('says nothing until the server answered', () => {
    const waiting = { settled: false, health: undefined, readyAfterWait: false };
    expect(textOf(waiting)).toBeNull();
    expect(textOf(waiting, { by: 'model' })).toBeNull();
  });

  it('tells a screen reader of a download without its percentage', () => {
    const note = writtenByNote({
      writer: 'rules',
      subject: 'card',
      live: now(embedded({ state: 'downloading', progress: 43 })),
      newTake: false,
    });
    expect(note).toMatchObject({ spoken: 'Key lines by rules: the local model is downloading' });
  });
});
