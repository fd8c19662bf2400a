/**
 * GET /api/health: which providers are in use, by name only, and who writes the text: the
 * embedded model with its name, state (loading, downloading with progress, ready, failed with
 * core's short public reason, stopped) and backend (cpu, metal, cuda, vulkan), Ollama or a model
 * server with its model, or the rules writer alone (`local`).
 */
import { Hono } from 'hono';
import type { HealthResponse, TextGenerationProvider } from '#core/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Services } from '../services.ts';

export function healthRoute({ config, generator, gifs, cache, limits }: Services): Hono<AppEnv> {
  const provider = generator.name as TextGenerationProvider;
  return new Hono<AppEnv>().get('/api/health', (c) => {
    const textGeneration = generator.health?.() ?? {
      provider,
      ...(provider === 'openai' && { model: config.llm.model }),
    };
    const body: HealthResponse = {
      ok: true,
      providers: {
        posts: config.posts.sources,
        textGeneration: provider,
        gifs: gifs.name,
        cache: cache.name,
        limits: limits.name,
      },
      textGeneration,
    };
    // The state changes as the model downloads and loads: never a stored copy.
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
}
