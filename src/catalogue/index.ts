/**
 * The machine-learning task catalogue, read from @huggingface/tasks 0.19.15: tasks, info records,
 * widget examples by language, the library-to-task map and the modalities. Server side only: the
 * web app gets this data through /api/catalogue.
 */
import { buildCatalogue } from './build-catalogue.ts';
import { filterTasks } from './filter-tasks.ts';
import type { LibraryTasks, Modality, TaskFilter, TaskRecord, TaskSummary } from './types.ts';

export { PRODUCT_TASK_IDS } from './build-catalogue.ts';
export { toDemoEntry } from './demo-entry.ts';
export type * from './types.ts';
export { describeWidgetExample, toWidgetExample } from './widget-example.ts';

const catalogue = buildCatalogue();

/** Every task, in the package's order. */
export const listTasks = (): readonly TaskSummary[] => catalogue.tasks;

/** The tasks matching the filter (see filterTasks). */
export const findTasks = (filter: TaskFilter): TaskSummary[] =>
  filterTasks(catalogue.tasks, catalogue.libraries, filter);

/** One task's full record, or undefined for an unknown id. */
export const getTask = (id: string): TaskRecord | undefined => catalogue.records.get(id);

/** The library-to-task map, by library name. */
export const listLibraries = (): readonly LibraryTasks[] => catalogue.libraries;

/** The modalities with their display labels. */
export const listModalities = (): readonly Modality[] => catalogue.modalities;

/** The languages widget examples exist in, in the package's order. */
export const listWidgetLanguages = (): readonly string[] => catalogue.languages;

/** Whether the text is a modality id of the catalogue. */
export const isModality = (value: string): boolean =>
  catalogue.modalities.some((m) => m.id === value);

/** Whether the text is a library name of the library-to-task map. */
export const isLibrary = (value: string): boolean =>
  catalogue.libraries.some((l) => l.library === value);
