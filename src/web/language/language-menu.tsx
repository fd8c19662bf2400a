/**
 * The part of a language choice the first paint does without (issue 45), loaded once the page is
 * up: the options, named and ordered (the browser's languages first), the server's list asked when
 * a visitor reaches for a choice, and the hint that only the model translates.
 */
import { useEffect } from 'react';
import { rulesCannotTranslate } from '#core/card-languages.ts';
import { type LanguageChoiceOption, languageOptions } from './language-options.ts';
import { offeredTags, useServedLanguages } from './served-languages.ts';
import type { LanguageChoiceState } from './use-language-choice.ts';

export { LanguageNote } from './language-note.tsx';
export { askServedLanguages } from './served-languages.ts';

const optionsOf = (list: LanguageChoiceOption[]) =>
  list.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/** The options after the source's own language: "Your languages", then the others. */
export function LanguageMenu({ choice }: { choice: LanguageChoiceState }) {
  const served = useServedLanguages();
  const offered = offeredTags(served);
  const { chosen, choose } = choice;
  // A remembered language the server does not write: forgotten, never sent to be refused.
  const unwritten = served !== undefined && chosen !== '' && !offered.includes(chosen);
  useEffect(() => {
    if (unwritten) choose('');
  }, [unwritten, choose]);
  const { yours, others } = languageOptions(offered, globalThis.navigator?.languages ?? []);
  return (
    <>
      {yours.length > 0 && <optgroup label="Your languages">{optionsOf(yours)}</optgroup>}
      <optgroup label={yours.length > 0 ? 'Other languages' : 'Languages'}>
        {optionsOf(others)}
      </optgroup>
    </>
  );
}

interface LanguageHintProps {
  id: string;
  choice: LanguageChoiceState;
  subject: 'card' | 'thread';
}

/**
 * Honest before asking: the server said only the rules answer now, and they cannot translate. The
 * paragraph is always there (the select names it), empty unless it has something to say.
 */
export function LanguageHint({ id, choice, subject }: LanguageHintProps) {
  const served = useServedLanguages();
  const hint =
    served?.translates === false && choice.chosen !== ''
      ? rulesCannotTranslate(choice.chosen, subject)
      : '';
  return (
    <p id={id} className="hint language-choice__hint" hidden={hint === ''}>
      {hint}
    </p>
  );
}
