/**
 * How every tool here starts Debian's Chromium (/usr/bin/chromium, never a downloaded browser):
 * headless as root, and without the background connections this machine's closed network refuses.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
