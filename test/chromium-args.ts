/**
 * How every tool here starts Debian's Chromium (never a downloaded browser): headless as root, and
 * without the background connections this machine's closed network refuses.
 */

/** Debian's full browser (package `chromium`): the benches measure what a visitor's Chromium does. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's headless build of the same Chromium (package `chromium-headless-shell`, same source and
 * version): the browser tests' Chromium. The full browser in headless mode draws a whole desktop
 * browser's frame; the shell does not (issue 30, measured on 2 cores: every browser test in 548 s
 * with 1,068 CPU-s busy, against 321 s and 600 CPU-s with the shell). The binary itself, not Debian's
 * `/usr/bin` wrapper script, so that Playwright's signals reach the browser.
 */
export const TEST_CHROMIUM_PATH = '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' arguments: glyphs at fractional positions, unhinted, as the full browser and
 * the server's card painter place them. With the shell's default hinting a card's lines come out
 * wider and the server's picture differs from the browser's Download in 2.1% of its pixels instead
 * of 0.2%. The benches leave it out: they measure the browser as a visitor runs it.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--font-render-hinting=none'];
