#!/usr/bin/env node
// Installs, where missing and where it can (Debian, root, apt), what the tests need from the
// system: Debian's Chromium (never a downloaded browser), colour-emoji and CJK fonts, redis-server.
// The browser tests drive Debian's headless build of Chromium (lighter on CI's two cores); the
// benches measure the full browser a visitor runs.
// Elsewhere it stops with a message that names what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDS = [
  {
    pkg: 'chromium-headless-shell',
    present: () => existsSync('/usr/lib/chromium/chromium-headless-shell'),
    for: ['e2e'],
  },
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium'), for: ['bench'] },
  {
    pkg: 'fonts-noto-color-emoji',
    present: () => existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'),
    for: ['e2e', 'bench'],
  },
  {
    pkg: 'fonts-noto-cjk',
    present: () => existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
    for: ['e2e', 'bench'],
  },
  { pkg: 'redis-server', present: () => onPath('redis-server'), for: ['unit', 'e2e', 'bench'] },
];

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

// `--for unit,e2e` names several purposes (npm test installs for both at once).
const forIndex = process.argv.indexOf('--for');
const purposes = forIndex > 0 ? (process.argv[forIndex + 1] ?? '').split(',') : [];
const missing = NEEDS.filter(
  (need) =>
    purposes.length === 0 ||
    purposes.includes('all') ||
    purposes.some((purpose) => need.for.includes(purpose)),
)
  .filter((need) => !need.present())
  .map((need) => need.pkg);

if (missing.length === 0) process.exit(0);

const canApt = process.platform === 'linux' && process.getuid?.() === 0 && onPath('apt-get');
if (!canApt) {
  console.error(
    `The tests need these system packages, which are missing: ${missing.join(', ')}.\n` +
      'Install them with your package manager (on Debian or Ubuntu, as root: ' +
      `apt-get install -y ${missing.join(' ')}) and run the tests again.\n` +
      "The browser tests use Debian's Chromium (its headless build), never a downloaded browser.",
  );
  process.exit(1);
}

console.log(`Installing system packages the tests need: ${missing.join(', ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env,
  });
} catch {
  console.error(`apt-get could not install ${missing.join(', ')}; install them and try again.`);
  process.exit(1);
}
