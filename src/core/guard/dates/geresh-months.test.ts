/** Hebrew's short month with its geresh (geresh-months.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withGeresh } from './geresh-months.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('withGeresh', () => {
  const fair = 'היריד ייפתח ב-28 במרץ ויימשך עד 2 באפריל.';

  it('keeps a short month with its geresh and stops another month', () => {
    expect(stopped('היריד: 28 במרץ–2 באפר׳.', fair, 'he')).toEqual([]);
    expect(stopped('היריד: 28 במרץ–2 אפר׳.', fair, 'he')).toEqual([]);
    expect(stopped('היריד: 28 במרץ–2 במאי.', fair, 'he')).toContain('במאי');
  });

  it('reads the mark only after a Hebrew word', () => {
    expect(withGeresh('באפר', 'באפר׳', 4)).toBe('באפר׳');
    expect(withGeresh('apr', "apr'", 3)).toBeUndefined();
    expect(withGeresh('באפר', 'באפר ', 4)).toBeUndefined();
  });
});
