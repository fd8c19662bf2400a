/** Reads the catalogue from our API; the web app never bundles the catalogue data itself. */
import type { TaskFilter } from '#catalogue/types.ts';

/** The path of the task list for a filter; empty filters are left out so answers cache well. */
export function taskListPath({ modality, library, q }: TaskFilter): string {
  const params = new URLSearchParams();
  if (modality) params.set('modality', modality);
  if (library) params.set('library', library);
  const query = q?.trim();
  if (query) params.set('q', query);
  const search = params.toString();
  return search ? `/api/catalogue/tasks?${search}` : '/api/catalogue/tasks';
}

/** The path of one task's full record. */
export const taskPath = (id: string): string => `/api/catalogue/tasks/${encodeURIComponent(id)}`;

/** GETs a catalogue path as JSON; a failed answer throws an Error with the server's message. */
export async function getCatalogueJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error('The catalogue could not be reached.');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      typeof payload === 'object' && payload !== null && 'error' in payload
        ? String((payload as { error: unknown }).error)
        : `The catalogue answered ${response.status}.`;
    throw new Error(message);
  }
  if (payload === undefined) throw new Error('The catalogue answer was not JSON.');
  return payload as T;
}
