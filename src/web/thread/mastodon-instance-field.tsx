/** The thread's "Your Mastodon instance" field: where Post to Mastodon opens the composer. */
import type { Ref } from 'react';

interface MastodonInstanceFieldProps {
  /** The field's id; its hint takes `<id>-hint`. */
  id: string;
  /** What was typed. */
  value: string;
  /** The instance read from it, or null when it names none. */
  instance: string | null;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function MastodonInstanceField({
  id,
  value,
  instance,
  onChange,
  inputRef,
}: MastodonInstanceFieldProps) {
  const invalid = value.trim() !== '' && instance === null;
  return (
    <div className="instance-field">
      <label className="field-label" htmlFor={id}>
        Your Mastodon instance
      </label>
      <input
        ref={inputRef}
        id={id}
        className="text-input"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="mastodon.social"
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className="hint">
        {invalid
          ? 'That is not an instance name: type its address, like mastodon.social.'
          : 'Post to Mastodon opens the composer on your own instance; it is remembered here.'}
      </span>
    </div>
  );
}
