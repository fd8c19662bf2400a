/**
 * What the note under a card or thread says about who wrote it: the answer's own word (`writer`)
 * and, for the rules, the reason it carries (`rulesReason`, core's words), read with the server's
 * account of its model for a fresh result.
 */
import { type RulesReason, rulesReasonText, type TextWriter } from '#core/index.ts';
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
  /** Why the rules wrote it in a model's place, as the answer (or its stored card) says. */
  rulesReason?: RulesReason | undefined;
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
export function writtenByNote({
  writer,
  rulesReason,
  subject,
  live,
  newTake,
}: NoteInput): WrittenByNote | null {
  if (writer !== 'rules') return modelNote(live);
  // No reason: no model on this server (or an answer from before reasons were kept).
  if (!rulesReason) return { kind: 'offline' };
  const prefix = RULES_PREFIX[subject];
  const said = (reason: RulesReason) =>
    rules(
      `${prefix} ${rulesReasonText(reason)}`,
      `${prefix} ${rulesReasonText(reason, { spoken: true })}`,
    );
  const health = live?.settled ? live.health : undefined;
  // While the model is on its way, the note under a fresh result follows it until it is ready;
  // every other reason (busy, failed) is the one that held when it was written, never the state now.
  const onItsWay = rulesReason.kind === 'downloading' || rulesReason.kind === 'loading';
  if (!onItsWay || health?.provider !== 'embedded') return said(rulesReason);
  if (live?.readyAfterWait) {
    return newTake ? rules(MODEL_READY_NOTE) : rules(`${prefix} the local model was not ready yet`);
  }
  if (health.state === 'downloading') {
    return said({
      kind: 'downloading',
      ...(health.progress !== undefined && { progress: health.progress }),
    });
  }
  if (health.state === 'loading') return said({ kind: 'loading' });
  return said(rulesReason);
}

/** Who wrote a model's answer: the local model, a model on Ollama, a model server's model. */
function modelNote(live: TextGenerationView | undefined): WrittenByNote | null {
  // Nothing until the server answered: no note that turns into another a moment later.
  if (!live?.settled) return null;
  const { health } = live;
  switch (health?.provider) {
    case 'embedded':
      return model(
        health.model
          ? `Written by the local model (${health.model})`
          : 'Written by the local model',
      );
    case 'ollama':
      return model(`Written by ${health.model ?? 'a model'} on Ollama`);
    case 'openai':
      return health.model ? model(`Written by ${health.model}`) : null;
    default:
      return null;
  }
}

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
