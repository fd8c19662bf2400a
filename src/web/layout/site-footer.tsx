/** The page footer: the last card's mood emoji and the link to the ML task catalogue. */
import type { CardMode } from '#core/index.ts';
import { CatalogueLink } from '#web/catalogue/catalogue-link.tsx';

/** Troll, meme and quote cards leave their mark in the footer; a normal card leaves none. */
const MODE_EMOJI: Partial<Record<CardMode, { emoji: string; label: string }>> = {
  troll: { emoji: '🧌', label: 'Last card: troll' },
  meme: { emoji: '😂', label: 'Last card: meme' },
  quote: { emoji: '💬', label: 'Last card: quote' },
};

interface SiteFooterProps {
  /** Mode of the last generated card, or null before the first one. */
  lastMode: CardMode | null;
  onUseInThread: (text: string) => void;
}

export function SiteFooter({ lastMode, onUseInThread }: SiteFooterProps) {
  const mark = lastMode ? MODE_EMOJI[lastMode] : undefined;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__text">
          Summary · cards and threads from X, Bluesky and Mastodon posts
          {mark && (
            <>
              {' '}
              <span role="img" aria-label={mark.label} className="site-footer__emoji">
                {mark.emoji}
              </span>
            </>
          )}
        </p>
        <CatalogueLink onUseInThread={onUseInThread} />
      </div>
    </footer>
  );
}
