// The model file's room: where the embedded model's file is, its download (resumed, checked, under
// one lock across processes), the memory left to load it in, and how a failure is told.
export { withDownloadLock } from './download-lock.ts';
export { createMemoryReader, type MemoryReader } from './memory-room.ts';
export { failureLogLine, ModelFailureError, NEXT_STEPS } from './model-failure.ts';
export {
  type DownloadProgress,
  fetchModelFile,
  ModelChecksumError,
  ModelDownloadError,
  ModelSizeError,
  modelFilePath,
} from './model-file.ts';
