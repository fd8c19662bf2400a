/**
 * The only file that listens (serve.ts does): reads the configuration, starts the embedded model's
 * runtime, then loads the rest of the server while the runtime starts (issue 46 item 9: its start
 * is mostly a wait on a child process, which our modules' load used to come before;
 * early-runtime.ts). `npm run build` compiles it to dist-server/main.js, which is what `npm start`
 * and a deploy run; serve.ts and its modules load from their own chunk.
 */
import { startRuntimeEarly } from './generation/runtime/early-runtime.ts';
import { loadConfigOrExit } from './lifecycle/load-config-or-exit.ts';

// Stack traces of the built server name the TypeScript sources (dist-server/main.js.map).
process.setSourceMapsEnabled(true);

const config = loadConfigOrExit();
startRuntimeEarly(config);
const { serve } = await import('./serve.ts');
serve(config);
