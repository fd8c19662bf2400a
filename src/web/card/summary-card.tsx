/**
 * The 600px summary card: a pure props-to-JSX component with inline styles and no hooks, so the same
 * markup can be exported as a PNG here and rendered elsewhere (e.g. satori) later.
 */
import type { CSSProperties, Ref } from 'react';
import { CARD_WIDTH, type CardMode, type CardThemeId } from '#core/index.ts';
import { CARD_THEME_STYLES } from './card-theme-styles.ts';

/** Shown after the username on troll cards. */
export const TROLL_BADGE = '🧌';
/** The card's rounded corners; outside them the exported PNG is transparent. */
export const CARD_RADIUS = 24;

export interface SummaryCardProps {
  mode: CardMode;
  theme: CardThemeId;
  username: string;
  /** A data: or same-origin URL (never a foreign one, so the export cannot taint). */
  profileImageSrc: string;
  /** The summary's lines, already split (normal and troll). */
  lines: readonly string[];
  /** The meme's caption and its picture (a data: or same-origin URL). */
  meme?: { caption: string; imageSrc: string };
  /** Where the card was made, e.g. `summary.example.com`. */
  host: string;
  /** The language of the summary lines or the caption (the post's), for screen readers' voices. */
  lang?: string;
  /** A meme picture that cannot be shown; the owner swaps in the fixed GIF. */
  onMemeImageError?: () => void;
  ref?: Ref<HTMLDivElement>;
}

const EMOJI_FONTS = '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji"';
// Colour emoji fonts come before the system fonts: some (DejaVu) carry black-and-white emoji glyphs.
const FONT = `"Inter", ${EMOJI_FONTS}, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

export function SummaryCard(props: SummaryCardProps) {
  const colours = CARD_THEME_STYLES[props.theme];
  const root: CSSProperties = {
    boxSizing: 'border-box',
    width: CARD_WIDTH,
    borderRadius: CARD_RADIUS,
    overflow: 'hidden',
    background: colours.background,
    color: colours.text,
    fontFamily: FONT,
    // "start": text that reads right to left (dir="auto" below) lines up on the right.
    textAlign: 'start',
    lineHeight: 1.5,
  };
  return (
    <div
      ref={props.ref}
      style={root}
      data-testid="summary-card"
      data-mode={props.mode}
      data-theme={props.theme}
    >
      {props.mode === 'meme' ? <MemeBody {...props} /> : <ListBody {...props} />}
    </div>
  );
}

function ListBody({ mode, theme, username, profileImageSrc, lines, host, lang }: SummaryCardProps) {
  const colours = CARD_THEME_STYLES[theme];
  return (
    <div style={{ padding: '36px 40px 28px' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }}>
        <img
          src={profileImageSrc}
          alt={`@${username}`}
          width={64}
          height={64}
          data-testid="card-profile-image"
          style={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            objectFit: 'cover',
            flexShrink: 0,
            boxShadow: `0 0 0 3px ${colours.accent}`,
          }}
        />
        <div style={{ minWidth: 0 }}>
          <div
            dir="auto"
            style={{
              fontSize: 22,
              fontWeight: 700,
              letterSpacing: '-0.01em',
              overflowWrap: 'anywhere',
            }}
          >
            @{username}
            {mode === 'troll' && (
              <span
                style={{ marginLeft: 8, fontFamily: EMOJI_FONTS }}
                role="img"
                aria-label="troll"
              >
                {TROLL_BADGE}
              </span>
            )}
          </div>
          <div style={{ fontSize: 14, color: colours.muted, fontWeight: 600 }}>
            {mode === 'troll' ? 'Troll summary' : 'Post summary'}
          </div>
        </div>
      </div>
      <ul lang={lang} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {lines.map((line, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are static for a given card and may repeat.
            key={index}
            // Each line finds its own direction: the bullet and the text go right for Arabic or Hebrew.
            dir="auto"
            style={{
              display: 'flex',
              gap: 14,
              fontSize: 17,
              lineHeight: 1.55,
              marginTop: index === 0 ? 0 : 14,
              overflowWrap: 'anywhere',
            }}
          >
            <span
              aria-hidden="true"
              style={{
                flexShrink: 0,
                width: 8,
                height: 8,
                marginTop: 10,
                borderRadius: '50%',
                background: colours.accent,
              }}
            />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <MadeBy host={host} theme={theme} />
    </div>
  );
}

function MemeBody({ theme, meme, host, username, lang, onMemeImageError }: SummaryCardProps) {
  const colours = CARD_THEME_STYLES[theme];
  return (
    <div style={{ display: 'flex', alignItems: 'stretch', minHeight: 280 }}>
      <div style={{ flex: '0 0 50%', display: 'flex' }}>
        {meme?.imageSrc ? (
          <img
            src={meme.imageSrc}
            alt="Meme"
            data-testid="card-meme-image"
            onError={onMemeImageError}
            style={{ width: '100%', height: '100%', minHeight: 280, objectFit: 'cover' }}
          />
        ) : (
          // Still resolving: a quiet block of the same size, so the layout does not jump.
          <div style={{ width: '100%', minHeight: 280, background: colours.divider }} />
        )}
      </div>
      <div
        style={{
          flex: '1 1 50%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '32px 32px 24px',
          minWidth: 0,
        }}
      >
        <div>
          <div
            dir="auto"
            style={{ fontSize: 14, fontWeight: 600, color: colours.muted, marginBottom: 12 }}
          >
            @{username}
          </div>
          <p
            dir="auto"
            lang={lang}
            style={{
              margin: 0,
              fontSize: 22,
              fontWeight: 700,
              lineHeight: 1.35,
              letterSpacing: '-0.01em',
              overflowWrap: 'anywhere',
            }}
          >
            {meme?.caption}
          </p>
        </div>
        <MadeBy host={host} theme={theme} />
      </div>
    </div>
  );
}

function MadeBy({ host, theme }: { host: string; theme: CardThemeId }) {
  const colours = CARD_THEME_STYLES[theme];
  return (
    <div
      style={{
        marginTop: 24,
        paddingTop: 14,
        borderTop: `1px solid ${colours.divider}`,
        fontSize: 13,
        fontWeight: 600,
        color: colours.muted,
        letterSpacing: '0.01em',
      }}
    >
      Made by {host}
    </div>
  );
}
