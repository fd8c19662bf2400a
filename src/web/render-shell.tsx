/**
 * Build time only (scripts/prerender-shell-plugin.ts): the empty app rendered to HTML, written into
 * index.html so the page paints before its script has loaded. Never part of the browser bundle.
 */
import { renderToString } from 'react-dom/server';
import { AppRoot } from './app-root.tsx';

export function renderShell(): string {
  return renderToString(<AppRoot />);
}
