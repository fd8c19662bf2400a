/** The four round theme swatches; each is a button named after its theme, pressed when chosen. */
import { CARD_THEMES, type CardThemeId } from '#core/index.ts';
import { CARD_THEME_STYLES } from './card-theme-styles.ts';

interface ThemeSwatchesProps {
  value: CardThemeId;
  onChange: (theme: CardThemeId) => void;
  /** While the card is still being written: its theme is chosen once it is finished. */
  disabled?: boolean;
}

export function ThemeSwatches({ value, onChange, disabled = false }: ThemeSwatchesProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a visible legend box; role=group names the set the same way.
    <div className="theme-swatches" role="group" aria-label="Card theme">
      {CARD_THEMES.map((theme) => (
        <button
          key={theme.id}
          type="button"
          className="theme-swatch"
          aria-label={theme.name}
          title={theme.name}
          aria-pressed={theme.id === value}
          disabled={disabled}
          onClick={() => onChange(theme.id)}
          style={{ background: CARD_THEME_STYLES[theme.id].background }}
        >
          {/* The name is the button's label; forced-colours mode (no backgrounds) shows it. */}
          <span className="theme-swatch__name">{theme.name}</span>
        </button>
      ))}
    </div>
  );
}
