/**
 * node-llama-cpp's module as one value: loaded with `import()` only when the embedded model starts
 * (an Ollama or OpenAI deployment never loads it), and passed in so tests can give a runtime of
 * their own. Its own file because the loader and the chat wrapper's search both take it.
 */
export type LlamaRuntime = typeof import('node-llama-cpp');
