/** The round theme swatches: one button per theme, the chosen one pressed. */
import { CARD_THEMES, type CardThemeId } from '#core/index.ts';
import { CARD_THEME_STYLES } from './card-theme-styles.ts';

interface ThemeSwatchesProps {
  value: CardThemeId;
  onChange: (theme: CardThemeId) => void;
}

export function ThemeSwatches({ value, onChange }: ThemeSwatchesProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend box; role=group names the set the same way.
    <div className="theme-swatches" role="group" aria-label="Card theme">
      {CARD_THEMES.map((theme) => (
        <button
          key={theme.id}
          type="button"
          className="theme-swatches__swatch"
          aria-label={theme.name}
          aria-pressed={theme.id === value}
          title={theme.name}
          data-theme={theme.id}
          style={{ background: CARD_THEME_STYLES[theme.id].background }}
          onClick={() => onChange(theme.id)}
        />
      ))}
    </div>
  );
}
