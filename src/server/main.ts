/**
 * The only file that listens: reads the configuration, starts the embedded model's load, then
 * serves (serve.ts). `npm run build` compiles it to dist-server/main.js, which is what `npm start`
 * and a deploy run.
 */
import { checkDataDir, DataDirError } from './cards/check-data-dir.ts';
// Not the runtime's index: that would load its whole room, and core, before the load begins.
import { loadEarly } from './generation/runtime/early-load.ts';
import { loadConfigOrExit } from './lifecycle/load-config-or-exit.ts';
import { createLogger } from './logging/logger.ts';

// Stack traces of the built server name the TypeScript sources (dist-server/main.js.map).
process.setSourceMapsEnabled(true);

async function start() {
  const config = loadConfigOrExit();
  // The embedded card store must be writable before the instance says it is ready (Redis keeps
  // the cards when REDIS_URL is set, and DATA_DIR is then unused).
  if (!config.redisUrl) {
    try {
      checkDataDir(config.cards.dataDir);
    } catch (error) {
      if (error instanceof DataDirError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const logger = createLogger(config.logLevel);
  // The model's file loads on the runtime's threads while the server's modules load on this one
  // (1-2 s of a core on 2 cores): on a start with the file there, the first card comes that much
  // sooner (issue 46 item 9). Only this process, the one that serves, loads the model; tests and
  // tools that build services never do.
  const early = config.llm.protocol === 'embedded' ? loadEarly(config.embedded, logger) : undefined;
  const { serve } = await import('./serve.ts');
  serve(config, logger, early);
}

await start();
