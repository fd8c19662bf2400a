/** A row of buttons of which one is chosen, its state exposed to assistive tech with aria-pressed. */

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

interface ToggleGroupProps<T extends string> {
  /** Names the group for screen readers, e.g. "Card mode". */
  label: string;
  options: readonly ToggleOption<T>[];
  /** The chosen value, or null when nothing is chosen yet. */
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
}

export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled = false,
}: ToggleGroupProps<T>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a visible legend box; role=group names the set the same way.
    <div className="toggle-group" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="toggle-group__button"
          aria-pressed={option.value === value}
          disabled={disabled}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
