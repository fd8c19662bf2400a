/** React and the app, loaded once the pre-rendered page has painted (main.tsx). */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root.tsx';
import { readSharedCard } from './card/shared-card.ts';
import { hasStoredValues } from './state/stored-value.ts';

export function startApp(container: HTMLElement): void {
  /**
   * The build writes the empty app into index.html, inert so nothing can be typed into it and lost
   * before React owns it (automation waits on aria-disabled the same way); React lifts both.
   */
  const takeInput = () => {
    container.removeAttribute('inert');
    container.removeAttribute('aria-disabled');
  };
  // As a transition, React does the first render in slices of a few milliseconds, so a slow phone
  // stays responsive while it happens instead of freezing for one long task.
  startTransition(() => {
    // With nothing stored, the pre-rendered markup is exactly the first render: React adopts it.
    // A restored input would differ from it, so then React renders afresh over it.
    // A card page (/c/<id>) shows a card the empty markup has not: render afresh there too.
    if (container.hasChildNodes() && !hasStoredValues() && !readSharedCard()) {
      hydrateRoot(container, <AppRoot onMounted={takeInput} />);
    } else {
      createRoot(container).render(<AppRoot onMounted={takeInput} />);
    }
  });
}
