/** How the card looks: its theme, the post's picture and date on it or not, and its shape. */
import { CARD_SIZE_IDS, CARD_SIZE_NAMES, type CardSizeId } from '#card/sized-layout.ts';
import type { CardThemeId } from '#core/index.ts';
import { RadioGroup } from '#web/ui/radio-group.tsx';
import { ThemeSwatches } from './theme-swatches.tsx';

/** The card's shapes, named as a person chooses them. */
const SIZE_OPTIONS = CARD_SIZE_IDS.map((id) => ({ value: id, label: CARD_SIZE_NAMES[id] }));

/** An option the card offers only when its post has the thing (a picture, a date). */
interface Switch {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

interface CardOptionsProps {
  theme: CardThemeId;
  onThemeChange: (theme: CardThemeId) => void;
  /** Offered when the post has a picture of its own. */
  picture?: Switch;
  /** Offered when the card knows when its post was written. */
  date?: Switch;
  size: CardSizeId;
  onSizeChange: (size: CardSizeId) => void;
  /** While the card is being written: its look is chosen once it is whole. */
  disabled: boolean;
}

export function CardOptions({
  theme,
  onThemeChange,
  picture,
  date,
  size,
  onSizeChange,
  disabled,
}: CardOptionsProps) {
  return (
    <>
      <ThemeSwatches value={theme} onChange={onThemeChange} disabled={disabled} />
      {(picture || date) && (
        <div className="card-options__switches">
          {picture && <SwitchControl label="Show picture" disabled={disabled} {...picture} />}
          {date && <SwitchControl label="Show date" disabled={disabled} {...date} />}
        </div>
      )}
      <RadioGroup
        legend="Size"
        options={SIZE_OPTIONS}
        value={size}
        onChange={onSizeChange}
        disabled={disabled}
      />
    </>
  );
}

function SwitchControl({
  label,
  checked,
  onChange,
  disabled,
}: Switch & { label: string; disabled: boolean }) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
