/**
 * The app has one screen at `/`: any other path is replaced by `/` without a new history entry,
 * except a card's own link (`/c/<id>`), which stays the address of the card it shows.
 */
export function normalizeRoute(
  location: Location = window.location,
  history: History = window.history,
): void {
  if (location.pathname === '/' || /^\/c\/[\w-]+$/.test(location.pathname)) return;
  history.replaceState(history.state, '', '/');
}
