// Preloaded into the servers the load benchmark starts (with --expose-gc), never into the app: on
// SIGUSR2 the process collects its garbage, so the resident memory read next shows what a run left
// behind rather than how lazily V8 collected. Answers on stdout so the bench knows when it is done.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  process.stdout.write('collected\n');
});
