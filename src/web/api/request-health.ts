/**
 * The client of `GET /api/health`, read for one thing: who writes the text now. It never throws:
 * the page only says less when the server cannot tell it.
 */
import type {
  EmbeddedModelState,
  HealthResponse,
  ModelBackend,
  TextGenerationHealth,
  TextGenerationProvider,
} from '#core/index.ts';

// Records rather than lists: a provider or state added to the types must be added here too.
const PROVIDERS: Record<TextGenerationProvider, true> = {
  embedded: true,
  ollama: true,
  openai: true,
  tgi: true,
  local: true,
};
const STATES: Record<EmbeddedModelState, true> = {
  loading: true,
  downloading: true,
  ready: true,
  failed: true,
  stopped: true,
};
const BACKENDS: Record<ModelBackend, true> = { cpu: true, metal: true, cuda: true, vulkan: true };

/** Asks the server how text is written now; `undefined` when it cannot be reached or told. */
export async function requestHealth(
  signal?: AbortSignal,
): Promise<TextGenerationHealth | undefined> {
  try {
    // Always the state now: a cached answer could say "downloading" long after the model is ready.
    const response = await fetch('/api/health', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return undefined;
    return readTextGenerationHealth(await response.json());
  } catch {
    return undefined;
  }
}

/**
 * The text-generation part of a health answer, keeping only the fields that have their documented
 * shape (an unknown provider makes the whole answer unknown; a malformed field is left out).
 */
export function readTextGenerationHealth(payload: unknown): TextGenerationHealth | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const health: unknown = (payload as Partial<HealthResponse>).textGeneration;
  if (typeof health !== 'object' || health === null) return undefined;
  const { provider, model, state, progress, reason, backend } = health as Record<string, unknown>;
  if (typeof provider !== 'string' || !Object.hasOwn(PROVIDERS, provider)) return undefined;
  return {
    provider: provider as TextGenerationProvider,
    ...(isText(model) && { model: model.trim() }),
    ...(typeof state === 'string' &&
      Object.hasOwn(STATES, state) && { state: state as EmbeddedModelState }),
    ...(typeof progress === 'number' &&
      Number.isFinite(progress) && { progress: Math.min(100, Math.max(0, progress)) }),
    ...(isText(reason) && { reason: reason.trim() }),
    ...(typeof backend === 'string' &&
      Object.hasOwn(BACKENDS, backend) && { backend: backend as ModelBackend }),
  };
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
