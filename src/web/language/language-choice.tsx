/**
 * "Card language" beside the modes, "Thread language" in the thread maker (issue 45): a labelled
 * native select, so every keyboard, screen reader and phone picker works with it as with any other.
 */
import { useId } from 'react';
import { rulesCannotTranslate } from '#core/card-languages.ts';
import type { LanguageChoiceOption } from './language-options.ts';
import { askServedLanguages } from './served-languages.ts';
import type { LanguageChoiceState } from './use-language-choice.ts';

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
  const { chosen, groups, translates } = choice;
  // Honest before asking: only the model translates, and the server says it cannot now.
  const hint =
    disabledReason ??
    (translates === false && chosen !== '' ? rulesCannotTranslate(chosen, subject) : undefined);
  const options = (list: LanguageChoiceOption[]) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <div className="language-choice">
      <label className="field-label language-choice__label" htmlFor={`${id}-select`}>
        {LANGUAGE_LABEL[subject]}
      </label>
      <select
        id={`${id}-select`}
        className="language-choice__select"
        // Quote ignores the language: its choice shows what the card will be in.
        value={disabledReason || !groups ? '' : chosen}
        disabled={disabledReason !== undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        // The server's list is asked for when the visitor reaches for it, not on every page view.
        onFocus={askServedLanguages}
        onPointerEnter={askServedLanguages}
        onChange={(event) => {
          choice.choose(event.target.value);
          onChange?.(event.target.value);
        }}
      >
        <option value="">{SOURCE_LANGUAGE[subject]}</option>
        {groups && groups.yours.length > 0 && (
          <optgroup label="Your languages">{options(groups.yours)}</optgroup>
        )}
        {groups && (
          <optgroup label={groups.yours.length > 0 ? 'Other languages' : 'Languages'}>
            {options(groups.others)}
          </optgroup>
        )}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="hint language-choice__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
