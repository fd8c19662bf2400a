// The providers' room: one text generator each (embedded, Ollama, OpenAI-compatible, TGI, the
// rules writer), their shared streaming and retries, and the choice among them.
export { createTextGenerator } from './create-text-generator.ts';
export {
  createEmbeddedGenerator,
  EMBEDDED_MODEL_NAME,
  SMALL_MODEL_MAX_TEMPERATURE,
} from './embedded-generator.ts';
export { createLocalWriter, LOCAL_WRITER_NAME } from './local-writer.ts';
export { streamText } from './stream-text.ts';
