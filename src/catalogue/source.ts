/** The one file that imports @huggingface/tasks: the raw pieces the catalogue is built from. */
export {
  LIBRARY_TASK_MAPPING,
  MAPPING_DEFAULT_WIDGET,
  MODALITIES,
  MODALITY_LABELS,
  PIPELINE_DATA,
  TASKS_DATA,
} from '@huggingface/tasks';
