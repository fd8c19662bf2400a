/**
 * The note under a card or thread the embedded writer made: it was written offline by rules, not
 * by a language model, with the way to connect one (the README's section, served by the app).
 */
import { CONNECT_MODEL_SECTION, README_PATH, WRITTEN_BY_RULES_NOTE } from '#core/index.ts';

/** The README at its section on connecting a model (a text fragment scrolls there). */
export const CONNECT_MODEL_LINK = `${README_PATH}#:~:text=${encodeURIComponent(CONNECT_MODEL_SECTION)}`;

export function WrittenByRules() {
  return (
    <p className="written-by-rules">
      <span aria-hidden="true">⚙️ </span>
      {WRITTEN_BY_RULES_NOTE}{' '}
      <a href={CONNECT_MODEL_LINK} target="_blank" rel="noopener">
        How to connect a model
      </a>
    </p>
  );
}
