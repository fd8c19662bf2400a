/** Reads the package's raw data into the catalogue's typed records, failing loudly on an unknown shape. */
import { toDemoEntry } from './demo-entry.ts';
import {
  LIBRARY_TASK_MAPPING,
  MAPPING_DEFAULT_WIDGET,
  MODALITIES,
  MODALITY_LABELS,
  PIPELINE_DATA,
  TASKS_DATA,
} from './source.ts';
import type {
  DemoEntry,
  ExampleRepo,
  LanguageExamples,
  LibraryTasks,
  Modality,
  TaskInfo,
  TaskRecord,
  TaskSummary,
} from './types.ts';
import { toWidgetExample } from './widget-example.ts';

/** The tasks Summary itself runs: the summary card and the thread maker. */
export const PRODUCT_TASK_IDS: readonly string[] = ['summarization', 'text-generation'];

export interface Catalogue {
  modalities: Modality[];
  languages: string[];
  tasks: TaskSummary[];
  records: Map<string, TaskRecord>;
  libraries: LibraryTasks[];
}

/** Drops the package's empty stand-in entries (zero-shot-image-classification has an `id: ""`). */
const copyRepos = (repos: readonly { id: string; description: string }[]): ExampleRepo[] =>
  repos.filter(({ id }) => id.trim() !== '').map(({ id, description }) => ({ id, description }));

function readDemo(taskId: string, entries: readonly unknown[]): DemoEntry[] {
  return entries.map((raw) => {
    const entry = toDemoEntry(raw);
    if (!entry) throw new Error(`Catalogue: task ${taskId} has a demo entry of unknown shape.`);
    return entry;
  });
}

function readInfo(taskId: string): TaskInfo | null {
  const data = (TASKS_DATA as Record<string, (typeof TASKS_DATA)[keyof typeof TASKS_DATA]>)[taskId];
  if (!data) return null;
  return {
    summary: data.summary,
    datasets: copyRepos(data.datasets),
    demo: {
      inputs: readDemo(taskId, data.demo.inputs),
      outputs: readDemo(taskId, data.demo.outputs),
    },
    metrics: copyRepos(data.metrics),
    models: copyRepos(data.models),
    spaces: copyRepos(data.spaces),
    widgetModels: [...data.widgetModels],
    youtubeId: data.youtubeId ?? null,
    isPlaceholder: data.isPlaceholder === true,
    canonicalId: data.canonicalId ?? null,
  };
}

function readExamples(taskId: string): LanguageExamples[] {
  const out: LanguageExamples[] = [];
  for (const [language, perTask] of MAPPING_DEFAULT_WIDGET) {
    const raw = (perTask as Map<string, readonly unknown[]>).get(taskId);
    if (!raw || raw.length === 0) continue;
    const examples = raw.map((item) => {
      const example = toWidgetExample(item);
      if (!example) {
        throw new Error(`Catalogue: a ${language} example of ${taskId} has an unknown shape.`);
      }
      return example;
    });
    out.push({ language, examples });
  }
  return out;
}

function readLibraries(): LibraryTasks[] {
  return Object.entries(LIBRARY_TASK_MAPPING)
    .map(([library, tasks]) => ({ library, tasks: [...(tasks ?? [])] }))
    .sort((a, b) => a.library.localeCompare(b.library));
}

/** Freezes a plain JSON-like value all the way down, so no caller can change the shared catalogue. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Builds the whole catalogue once from the package. */
export function buildCatalogue(): Catalogue {
  const libraries = readLibraries();
  const records = new Map<string, TaskRecord>();
  const tasks: TaskSummary[] = [];
  for (const [id, pipeline] of Object.entries(PIPELINE_DATA)) {
    const info = readInfo(id);
    const p = pipeline as {
      name: string;
      modality: string;
      color: TaskSummary['color'];
      subtasks?: readonly { type: string; name: string }[];
      hideInModels?: boolean;
      hideInDatasets?: boolean;
    };
    const task: TaskSummary = {
      id,
      name: p.name,
      modality: p.modality,
      color: p.color,
      subtasks: (p.subtasks ?? []).map(({ type, name }) => ({ type, name })),
      hideInModels: p.hideInModels === true,
      hideInDatasets: p.hideInDatasets === true,
      hasInfo: info !== null,
      isPlaceholder: info?.isPlaceholder ?? false,
      usedByProduct: PRODUCT_TASK_IDS.includes(id),
      summary: info?.summary ?? '',
    };
    tasks.push(task);
    records.set(id, {
      task,
      info,
      examples: readExamples(id),
      libraries: libraries.filter((l) => l.tasks.includes(id)).map((l) => l.library),
    });
  }
  const modalities = MODALITIES.map((id) => ({ id, label: MODALITY_LABELS[id] }));
  const languages = [...MAPPING_DEFAULT_WIDGET.keys()];
  for (const record of records.values()) deepFreeze(record);
  return {
    modalities: deepFreeze(modalities),
    languages: deepFreeze(languages),
    tasks: deepFreeze(tasks),
    records,
    libraries: deepFreeze(libraries),
  };
}
