/**
 * The process's entry: reads the configuration, starts the embedded model's runtime when its file
 * is here, and only then loads the app's modules and serves (serve.ts, the only file that
 * listens). The runtime checks its binary in a child process for half a second or more; begun
 * first, that wait runs beside the second the app's modules take to load (early-runtime.ts, issue
 * 46 item 9). `npm run build` compiles it to dist-server/main.js, which `npm start` and a deploy run.
 */
import { startRuntimeEarly } from './generation/runtime/early-runtime.ts';
import { loadConfigOrExit } from './lifecycle/load-config-or-exit.ts';
import { createLogger } from './logging/logger.ts';

const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);
const started = startRuntimeEarly(config, logger);
const { serve } = await import('./serve.ts');
// Stack traces of the built server name the TypeScript sources (dist-server/main.js.map). Only
// now: Node parses the map of every module loaded once it is on, and core's alone is 2 MB.
process.setSourceMapsEnabled(true);
serve(config, logger, { started });
