/**
 * What the note under a card or thread says about who wrote it: the answer's own word (`writer`)
 * read with the server's account of its model, when the page has one.
 */
import type { TextWriter } from '#core/index.ts';
import type { TextGenerationView } from './use-text-generation-health.ts';

/** What was written: a card's key lines or a thread's posts. */
export type WrittenSubject = 'card' | 'thread';

/**
 * `offline`: the rules writer's standing note, with the way to connect a model. `text`: one
 * sentence; `byRules` marks the rules writer's notes, `spoken` is what a screen reader is told when
 * it changes (the sentence without the download's percentage, which changes every few seconds).
 */
export type WrittenByNote =
  | { kind: 'offline' }
  | { kind: 'text'; text: string; spoken: string; byRules: boolean };

const RULES_PREFIX: Record<WrittenSubject, string> = {
  card: 'Key lines by rules:',
  thread: 'Posts by rules:',
};

/** Said where New take is offered once the model the rules stood in for is ready. */
export const MODEL_READY_NOTE = 'The local model is ready: New take writes this card with it.';

interface NoteInput {
  writer: TextWriter | undefined;
  subject: WrittenSubject;
  /**
   * The server's state now; `undefined` for a stored card or thread, which says only what its
   * answer says (a live "downloading" under a link opened weeks later would be wrong).
   */
  live: TextGenerationView | undefined;
  /** New take is offered under this result. */
  newTake: boolean;
}

/** The note, or `null` for none (a model wrote it and the page has nothing to add). */
export function writtenByNote({ writer, subject, live, newTake }: NoteInput): WrittenByNote | null {
  if (!live) return writer === 'rules' ? { kind: 'offline' } : null;
  // Nothing until the server answered: no standing note that turns into another a moment later.
  if (!live.settled) return null;
  const { health } = live;
  if (writer !== 'rules') {
    if (health?.provider === 'embedded') {
      return model(
        health.model
          ? `Written by the local model (${health.model})`
          : 'Written by the local model',
      );
    }
    if (health?.provider === 'ollama') {
      return model(`Written by ${health.model ?? 'a model'} on Ollama`);
    }
    return null;
  }
  if (health?.provider !== 'embedded' || !health.state) return { kind: 'offline' };
  const prefix = RULES_PREFIX[subject];
  if (live.readyAfterWait) {
    return newTake ? rules(MODEL_READY_NOTE) : rules(`${prefix} the local model was not ready yet`);
  }
  switch (health.state) {
    case 'downloading': {
      const spoken = `${prefix} the local model is downloading`;
      const { progress } = health;
      return progress === undefined
        ? rules(spoken)
        : rules(`${spoken} (${Math.round(progress)}%)`, spoken);
    }
    case 'loading':
      return rules(`${prefix} the local model is loading`);
    case 'failed':
      return rules(`${prefix} the local model could not start${inBrackets(health.reason)}`);
    case 'ready':
      return rules(`${prefix} the local model was busy`);
  }
}

/** The reason is a sentence: in brackets it loses its full stop. */
const inBrackets = (reason: string | undefined): string =>
  reason ? ` (${reason.replace(/\.$/, '')})` : '';

const rules = (text: string, spoken = text): WrittenByNote => ({
  kind: 'text',
  text,
  spoken,
  byRules: true,
});

const model = (text: string): WrittenByNote => ({
  kind: 'text',
  text,
  spoken: text,
  byRules: false,
});
