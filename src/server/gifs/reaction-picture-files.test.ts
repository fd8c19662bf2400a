import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { REACTION_PICTURES, reactionPictureOfPath } from '#core/index.ts';
import serverConfig from '../../../vite.server.config.ts';
import {
  REACTION_PICTURE_PACKAGE,
  reactionAssetsDir,
  reactionPictureFileName,
  readReactionPicture,
} from './reaction-picture-files.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const packageAssets = join(root, 'node_modules', REACTION_PICTURE_PACKAGE, 'assets');

describe('the reaction picture files', () => {
  it('names each picture’s file by its emoji’s code points, as the package does', () => {
    const grinning = reactionPictureOfPath('/reactions/grinning-face.webp')!;
    expect(reactionPictureFileName(grinning)).toBe('1f600.webp');
    expect(reactionAssetsDir()).toBe(packageAssets);
  });

  it('reads every bundled picture from the package, byte for byte', () => {
    for (const picture of REACTION_PICTURES) {
      const file = readFileSync(join(packageAssets, reactionPictureFileName(picture)));
      expect(Buffer.compare(Buffer.from(readReactionPicture(picture.path)!), file)).toBe(0);
    }
  });

  it('reads nothing for a path that names no bundled picture', () => {
    expect(readReactionPicture('/reactions/1f600.webp')).toBeUndefined();
    expect(readReactionPicture('/reactions/../../package.json')).toBeUndefined();
  });
});

describe('the reaction picture files, from the built server', () => {
  // A deployed app: the built server and node_modules, no src/, started from elsewhere.
  const scratch = mkdtempSync(join(tmpdir(), 'reaction-build-'));
  const app = join(scratch, 'app');
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('finds the pictures in node_modules beside the built server', async () => {
    mkdirSync(app);
    symlinkSync(join(root, 'node_modules'), join(app, 'node_modules'), 'dir');
    await build({
      ...serverConfig,
      configFile: false,
      root,
      logLevel: 'silent',
      build: {
        ...serverConfig.build,
        outDir: join(app, 'dist-server'),
        sourcemap: false,
        rollupOptions: {
          input: { files: 'src/server/gifs/reaction-picture-files.ts' },
          output: { format: 'es', entryFileNames: '[name].js' },
        },
      },
    });
    const built = join(app, 'dist-server', 'files.js');
    const script = `const files = await import(${JSON.stringify(built)});
      const bytes = files.readReactionPicture('/reactions/grinning-face.webp');
      console.log(JSON.stringify({ dir: files.reactionAssetsDir(), length: bytes?.byteLength }));`;
    const answer = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: scratch,
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '' },
      }),
    ) as { dir: string; length: number };
    // Found through app/node_modules, the only way there from the scratch folder (Node answers the
    // link's target).
    expect(answer.dir).toBe(packageAssets);
    expect(answer.length).toBe(readFileSync(join(packageAssets, '1f600.webp')).byteLength);
  }, 60_000);
});
