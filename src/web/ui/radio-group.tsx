/** A set of native radio buttons (arrow keys move the choice), named by a visible legend. */
import { useId } from 'react';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
}

interface RadioGroupProps<T extends string> {
  legend: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

export function RadioGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  disabled = false,
}: RadioGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="radio-group" disabled={disabled}>
      <legend className="radio-group__legend">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="radio-group__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
