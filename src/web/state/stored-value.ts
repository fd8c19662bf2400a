/** Reads and writes one validated value in localStorage, never throwing (private mode, full quota). */

/** The localStorage keys of everything the user typed or chose. */
export const STORAGE_KEYS = {
  summaryUrl: 'summary:url',
  summaryMode: 'summary:mode',
  summaryText: 'summary:text',
  summaryAuthor: 'summary:author',
  summaryLanguage: 'summary:language',
  threadText: 'thread:text',
  threadStyle: 'thread:style',
  threadResult: 'thread:result',
  threadNetwork: 'thread:network',
  threadLanguage: 'thread:language',
  mastodonInstance: 'thread:mastodon-instance',
  cardTheme: 'card:theme',
  cardSize: 'card:size',
  madeCards: 'card:made',
  cardShowPicture: 'card:show-picture',
  cardShowDate: 'card:show-date',
  cardResolution: 'card:resolution',
} as const;

/** Returns the stored value when it passes `isValid`, else `fallback`. */
export function readStoredValue<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Whether anything the user typed or chose is stored (the page then starts from it). */
export function hasStoredValues(): boolean {
  try {
    return Object.values(STORAGE_KEYS).some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/** Stores `value` as JSON; a storage that refuses is ignored, the app keeps working from memory. */
export function writeStoredValue(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be disabled or full; losing persistence must not break typing.
  }
}
