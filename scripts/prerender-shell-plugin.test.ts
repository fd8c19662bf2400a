import { describe, expect, it } from 'vitest';
import { injectShell } from './prerender-shell-plugin.ts';

describe('injectShell', () => {
  it('writes the markup into the empty root, inert and aria-disabled until the script takes over', () => {
    const html = '<body>\n    <div id="root"></div>\n  </body>';
    expect(injectShell(html, '<main>Hi</main>')).toBe(
      '<body>\n    <div id="root" inert aria-disabled="true"><main>Hi</main></div>\n  </body>',
    );
  });

  it('keeps dollar signs in the markup as they are', () => {
    expect(injectShell('<div id="root"></div>', '<p>$& $1 $$</p>')).toContain('<p>$& $1 $$</p>');
  });

  it('stops the build when index.html has no empty root to fill', () => {
    expect(() => injectShell('<div id="app"></div>', '<p>x</p>')).toThrow(/no empty/);
  });
});
