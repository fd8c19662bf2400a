/**
 * `npm run model`: fetches the embedded model's file ahead of the first start (for an image or a
 * container: the deploy guide mounts DATA_DIR), with the same configuration, downloader, resume
 * and checksum as the server (generation/model-file.ts). Built beside main.ts into dist-server/.
 */

import { fetchModelFile, ModelChecksumError, ModelDownloadError } from './generation/model-file.ts';
import { loadConfigOrExit } from './load-config-or-exit.ts';

const MB = 1_000_000;

async function main(): Promise<number> {
  const { embedded } = loadConfigOrExit();
  if (embedded.model === 'off') {
    console.log(
      'EMBEDDED_MODEL=off: the embedded model is turned off, so there is nothing to fetch.',
    );
    return 0;
  }
  if (typeof embedded.model === 'object') {
    console.log(
      `EMBEDDED_MODEL names a file of your own (${embedded.model.path}): nothing to fetch.`,
    );
    return 0;
  }
  console.log(`Fetching ${embedded.url}\n  into ${embedded.modelsDir}`);
  const live = process.stdout.isTTY;
  let shown = -1;
  try {
    const path = await fetchModelFile(embedded, {
      onProgress({ downloadedBytes, totalBytes }) {
        if (totalBytes <= 0) return;
        const percent = Math.floor((downloadedBytes / totalBytes) * 100);
        if (percent === shown) return;
        shown = percent;
        const line = `  ${percent}% (${Math.round(downloadedBytes / MB)} of ${Math.round(totalBytes / MB)} MB)`;
        // A terminal gets one line that moves; a log (a container's build) a line every tenth.
        if (live) process.stdout.write(`\r${line}`);
        else if (percent % 10 === 0) console.log(line);
      },
    });
    if (live && shown >= 0) process.stdout.write('\n');
    console.log(`The model is ready, its SHA-256 checked: ${path}`);
    return 0;
  } catch (error) {
    if (live && shown >= 0) process.stdout.write('\n');
    if (error instanceof ModelDownloadError || error instanceof ModelChecksumError) {
      console.error(`Could not fetch the model: ${error.message}`);
      console.error(
        'Run `npm run model` again to resume, or set EMBEDDED_MODEL=off to do without it.',
      );
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
