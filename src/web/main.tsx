/**
 * The browser entry: styles, the one-route rule, then React once the page has painted. The page
 * itself uses the system's fonts, so its first paint waits for no download; the card's Inter loads
 * with the card (card/card-result.tsx).
 */
import './styles/global.css';
import { UNROLLED_THREAD_ID } from '#core/constants.ts';
import { normalizeRoute } from './layout/normalize-route.ts';

normalizeRoute();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A thread card's page carries its thread in the main content, for readers without script
// (src/server/cards/no-script-card-html.ts); with script it goes after the app, where it has always
// been, before React takes the root (and until then it is hidden there: styles/layout.css).
const thread = document.getElementById(UNROLLED_THREAD_ID);
if (thread && container.contains(thread)) {
  container.after(thread);
  // A link to it (`/c/<id>#thread`) found it hidden: it is taken there now, and kept there while
  // the app above it mounts and its card loads (each grows the page over the thread), until the
  // reader scrolls or types themselves, or for a few seconds at most.
  if (window.location.hash === `#${UNROLLED_THREAD_ID}`) keepInView(thread, container);
}

function keepInView(target: HTMLElement, above: HTMLElement): void {
  target.scrollIntoView();
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => target.scrollIntoView());
  observer.observe(above);
  const stop = () => observer.disconnect();
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
    window.addEventListener(type, stop, { once: true, passive: true });
  }
  setTimeout(stop, 5_000);
}

// The page is pre-rendered: let it paint first, then load React and the app (most of the script),
// so a slow phone shows the page instead of evaluating a script in front of a blank screen.
// Each step is its own task (evaluating React, then starting it), so none holds the page for long.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
requestAnimationFrame(async () => {
  await nextTask();
  try {
    const { startApp } = await import('./start-app.tsx');
    await nextTask();
    startApp(container);
    // The service worker (vite-plugin-pwa) keeps the app shell for offline starts; it waits for
    // the app so it never competes with the first paint.
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    }
  } catch (error) {
    // Without its script the page cannot make anything: say so rather than look alive.
    console.error('Summary: the app could not start', error);
    const notice = document.createElement('p');
    notice.className = 'page-notice';
    notice.setAttribute('role', 'alert');
    notice.textContent =
      'Summary could not load. Please check your connection and reload the page.';
    container.before(notice);
  }
});
