/** The catalogue's shapes: what the module returns and what the API answers with (types only). */

/** A task's colour in the catalogue: the package's palette. */
export type TaskColor = 'blue' | 'green' | 'indigo' | 'orange' | 'red' | 'yellow';

export interface Subtask {
  type: string;
  name: string;
}

export interface Modality {
  id: string;
  label: string;
}

/** One row of the task list. */
export interface TaskSummary {
  id: string;
  name: string;
  modality: string;
  color: TaskColor;
  subtasks: Subtask[];
  hideInModels: boolean;
  hideInDatasets: boolean;
  /** The package has an info record (summary, models, datasets ...) for this task. */
  hasInfo: boolean;
  isPlaceholder: boolean;
  /** Summary itself runs this task (summarization and text generation). */
  usedByProduct: boolean;
  summary: string;
}

/** A model, dataset, space or metric named by an info record. */
export interface ExampleRepo {
  id: string;
  description: string;
}

/** One demo input or output, by kind. */
export type DemoEntry =
  | { kind: 'text'; label: string; content: string }
  | { kind: 'audio'; filename: string }
  | { kind: 'img'; filename: string }
  | { kind: 'chart'; data: { label: string; score: number }[] }
  | { kind: 'tabular'; table: string[][] }
  | {
      kind: 'text-with-tokens';
      text: string;
      tokens: { start: number; end: number; type: string }[];
    };

export interface TaskInfo {
  summary: string;
  datasets: ExampleRepo[];
  demo: { inputs: DemoEntry[]; outputs: DemoEntry[] };
  metrics: ExampleRepo[];
  models: ExampleRepo[];
  spaces: ExampleRepo[];
  widgetModels: string[];
  youtubeId: string | null;
  isPlaceholder: boolean;
  /** The more general task this one is a case of (translation -> text2text-generation). */
  canonicalId: string | null;
}

/** A widget example input, by the shape the package gives it. */
export type WidgetExample =
  | { kind: 'text'; text: string }
  | { kind: 'question-answering'; text: string; context: string }
  | { kind: 'table-question-answering'; text: string; table: Record<string, (string | number)[]> }
  | {
      kind: 'zero-shot-classification';
      text: string;
      /** Comma-separated, as the package writes them. */
      candidate_labels: string;
      /** Absent in some languages' examples. */
      multi_class?: boolean;
    }
  | { kind: 'sentence-similarity'; source_sentence: string; sentences: string[] }
  | { kind: 'automatic-speech-recognition'; label: string; src: string };

export type WidgetExampleKind = WidgetExample['kind'];

export interface LanguageExamples {
  language: string;
  examples: WidgetExample[];
}

/** One task's full record. */
export interface TaskRecord {
  task: TaskSummary;
  info: TaskInfo | null;
  examples: LanguageExamples[];
  /** Libraries whose entry in the library-to-task map lists this task. */
  libraries: string[];
}

export interface LibraryTasks {
  library: string;
  tasks: string[];
}

/** GET /api/catalogue/tasks */
export interface TaskListResponse {
  modalities: Modality[];
  tasks: TaskSummary[];
}

/** GET /api/catalogue/libraries */
export interface LibraryListResponse {
  libraries: LibraryTasks[];
}

/** The filters of the task list; all optional, combined with AND. */
export interface TaskFilter {
  modality?: string;
  library?: string;
  q?: string;
}
