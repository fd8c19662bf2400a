// The guard's worker when the server runs from its TypeScript sources (tests, `npm run dev`, the
// demo): Node's worker loads its entry before any `--import` of its execArgv registers, so tsx is
// registered here, then the worker's .ts module imported (guard-client.ts passes its URL).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
