/** GET /api/catalogue/*: the ML task catalogue, read-only and long-cached with an ETag. */
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { z } from 'zod';
import {
  findTasks,
  getTask,
  isLibrary,
  isModality,
  type LibraryListResponse,
  listLibraries,
  listModalities,
  type TaskListResponse,
} from '#catalogue/index.ts';
import type { AppEnv } from '../http/app-env.ts';

/** The data only changes with a new release, and the ETag lets a client revalidate after a day. */
const CACHE_CONTROL = 'public, max-age=86400';

const taskQuery = z.object({
  modality: z.string().refine(isModality, { message: 'Unknown modality.' }).optional(),
  library: z.string().max(100).refine(isLibrary, { message: 'Unknown library.' }).optional(),
  q: z.string().max(200, { message: 'The search text is too long.' }).optional(),
});

export function catalogueRoute(): Hono<AppEnv> {
  const route = new Hono<AppEnv>();
  route.use('/api/catalogue/*', etag(), async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', CACHE_CONTROL);
  });

  route.get('/api/catalogue/tasks', (c) => {
    const parsed = taskQuery.safeParse(c.req.query());
    if (!parsed.success) {
      return c.json({ error: parsed.error.issues[0]?.message ?? 'Bad catalogue query.' }, 400);
    }
    const body: TaskListResponse = {
      modalities: [...listModalities()],
      tasks: findTasks(parsed.data),
    };
    return c.json(body);
  });

  route.get('/api/catalogue/tasks/:id', (c) => {
    const record = getTask(c.req.param('id'));
    if (!record) return c.json({ error: 'There is no such task in the catalogue.' }, 404);
    return c.json(record);
  });

  route.get('/api/catalogue/libraries', (c) => {
    const body: LibraryListResponse = { libraries: [...listLibraries()] };
    return c.json(body);
  });

  return route;
}
