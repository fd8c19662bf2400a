/**
 * The note under a card or thread (never on the card's picture) that says who wrote it: the local
 * model, a model on Ollama or a model server, or the rules and why (the reason their answer
 * carries; under a fresh result, the model's way to ready is followed).
 */
import { useEffect, useRef } from 'react';
import {
  CONNECT_MODEL_SECTION,
  MODEL_DOC_PATH,
  type RulesReason,
  type TextWriter,
  WRITTEN_BY_RULES_NOTE,
} from '#core/index.ts';
import { useTextGenerationHealth } from './use-text-generation-health.ts';
import { type WrittenSubject, writtenByNote } from './written-by-note.ts';

/** The model's docs page at its section on connecting one (a text fragment scrolls there). */
export const CONNECT_MODEL_LINK = `${MODEL_DOC_PATH}#:~:text=${encodeURIComponent(CONNECT_MODEL_SECTION)}`;

interface WrittenByProps {
  /** The answer's own word: `rules`, or none when a model wrote it. */
  writer: TextWriter | undefined;
  /** With `writer="rules"`: why the rules wrote it in a model's place, as its answer says. */
  rulesReason?: RulesReason | undefined;
  subject: WrittenSubject;
  /**
   * The result just made (a new value asks the server again); `undefined` for a stored card or
   * thread, which shows only what its answer says and never the model's state now.
   */
  fresh?: unknown;
  /** New take is offered under this result. */
  newTake?: boolean;
  /** The page's live region: told when the model's state changes, never each percentage. */
  announce?: (message: string) => void;
}

export function WrittenBy({
  writer,
  rulesReason,
  subject,
  fresh,
  newTake = false,
  announce,
}: WrittenByProps) {
  const live = useTextGenerationHealth(fresh);
  const note = writtenByNote({
    writer,
    rulesReason,
    subject,
    live: fresh === undefined ? undefined : live,
    newTake,
  });
  useAnnounceChange(fresh, note?.kind === 'text' ? note.spoken : undefined, announce);

  if (!note) return null;
  if (note.kind === 'offline') {
    return (
      <p className="written-by" role="note">
        <span aria-hidden="true">⚙️ </span>
        {WRITTEN_BY_RULES_NOTE}{' '}
        <a href={CONNECT_MODEL_LINK} target="_blank" rel="noopener">
          How to connect a model
        </a>
      </p>
    );
  }
  return (
    <p className="written-by" role="note">
      {note.byRules && <span aria-hidden="true">⚙️ </span>}
      {note.text}
    </p>
  );
}

/**
 * Speaks the note when it changes under the same result (loading, then ready): the first note is
 * read with the result itself, and a new result is announced by its panel.
 */
function useAnnounceChange(
  result: unknown,
  spoken: string | undefined,
  announce: ((message: string) => void) | undefined,
) {
  const last = useRef<{ result: unknown; spoken: string | undefined }>({ result, spoken });
  useEffect(() => {
    const previous = last.current;
    last.current = { result, spoken };
    if (previous.result !== result || !previous.spoken || !spoken) return;
    if (previous.spoken !== spoken) announce?.(spoken);
  }, [result, spoken, announce]);
}
