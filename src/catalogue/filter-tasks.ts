/** Narrows the task list by modality, library and free text. */
import type { LibraryTasks, TaskFilter, TaskSummary } from './types.ts';

/** Keeps the tasks that match every given filter; `q` matches each word against id, name and summary. */
export function filterTasks(
  tasks: readonly TaskSummary[],
  libraries: readonly LibraryTasks[],
  { modality, library, q }: TaskFilter,
): TaskSummary[] {
  const libraryTasks = library
    ? new Set(libraries.find((l) => l.library === library)?.tasks ?? [])
    : null;
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return tasks.filter((task) => {
    if (modality && task.modality !== modality) return false;
    if (libraryTasks && !libraryTasks.has(task.id)) return false;
    if (words.length === 0) return true;
    const haystack = `${task.id} ${task.name} ${task.summary}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
