/**
 * "Card language" beside the modes, "Thread language" in the thread maker (issue 45): a labelled
 * native select, so every keyboard, screen reader and phone picker works with it as with any other.
 * Its options load just after the first paint (use-language-menu.ts).
 */
import { useId } from 'react';
import type { LanguageChoiceState } from './use-language-choice.ts';
import { useLanguageMenu } from './use-language-menu.ts';

/** What the first option says: the language the card or thread is in when none is chosen. */
export const SOURCE_LANGUAGE = { card: "The post's language", thread: "The text's language" };
export const LANGUAGE_LABEL = { card: 'Card language', thread: 'Thread language' };
/** Why the choice is off for a Quote card: its words are the post's own. */
export const QUOTE_KEEPS_LANGUAGE = "A Quote card keeps the post's own words, in its language.";

interface LanguageChoiceProps {
  subject: 'card' | 'thread';
  choice: LanguageChoiceState;
  /** Called with the tag chosen (`''`: the source's own language), once it is remembered. */
  onChange?: (tag: string) => void;
  /** Said under the choice, which is then off (Quote mode). */
  disabledReason?: string | undefined;
}

export function LanguageChoice({ subject, choice, onChange, disabledReason }: LanguageChoiceProps) {
  const id = useId();
  const menu = useLanguageMenu();
  const { chosen } = choice;
  const hintId = `${id}-hint`;
  return (
    <div className="language-choice">
      <label className="field-label language-choice__label" htmlFor={`${id}-select`}>
        {LANGUAGE_LABEL[subject]}
      </label>
      <select
        id={`${id}-select`}
        className="language-choice__select"
        // Quote ignores the language: its choice shows what the card will be in.
        value={disabledReason ? '' : chosen}
        disabled={disabledReason !== undefined}
        aria-describedby={disabledReason || menu ? hintId : undefined}
        // The server's list is asked for when the visitor reaches for it, not on every page view
        // (the menu is here by then: it loads as soon as the page is up).
        onFocus={menu?.askServedLanguages}
        onChange={(event) => {
          choice.choose(event.target.value);
          onChange?.(event.target.value);
        }}
      >
        <option value="">{SOURCE_LANGUAGE[subject]}</option>
        {menu ? (
          <menu.LanguageMenu choice={choice} />
        ) : (
          // The remembered choice shows at once (its name comes with the menu, a moment later).
          chosen && <option value={chosen}>{chosen}</option>
        )}
      </select>
      {disabledReason ? (
        <p id={hintId} className="hint language-choice__hint">
          {disabledReason}
        </p>
      ) : (
        menu && <menu.LanguageHint id={hintId} choice={choice} subject={subject} />
      )}
    </div>
  );
}
