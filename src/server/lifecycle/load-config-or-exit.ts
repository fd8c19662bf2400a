/** For the command lines (main.ts, fetch-model.ts): the configuration, or a clear stop. */
import { type Config, ConfigError, loadConfig } from '../config/index.ts';

/**
 * The configuration, or (what a command line wants) the message that says what to fix on stderr
 * and exit code 1. For main.ts and fetch-model.ts.
 */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
