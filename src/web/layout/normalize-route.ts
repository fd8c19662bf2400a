/** The app has one screen at `/`: any other path is replaced by `/` without a new history entry. */
export function normalizeRoute(
  location: Location = window.location,
  history: History = window.history,
): void {
  if (location.pathname === '/') return;
  history.replaceState(history.state, '', '/');
}
