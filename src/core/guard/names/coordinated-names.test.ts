/**
 * A rare word in a list beside the source's name (coordinated-names.ts): "云南和广东" of a source's
 * "云南、湖南" is stopped, the source's own list said with "和" kept, and a Japanese comma, which
 * is any clause's, read as no list (h299).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const RICE = '研究历时八年，在云南、湖南等地开展田间试验。团队负责人李明表示，成果有望推广。';
const GION = '祇園祭の山鉾巡行は7月17日に行われます。毎年多くの観光客が京都を訪れます。';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a rare word listed beside the source’s name', () => {
  it('stops a province put beside or before the source’s, by "和" or the list’s comma', () => {
    expect(claims('在云南和广东开展了试验。', RICE, 'zh')).toContainEqual('name:广东');
    expect(claims('在广东和湖南开展了试验。', RICE, 'zh')).toContainEqual('name:广东');
    expect(claims('在云南、广东开展了试验。', RICE, 'zh')).toContainEqual('name:广东');
  });
  it('keeps the source’s list said again, and a Japanese comma’s clause', () => {
    expect(claims('研究在云南和湖南开展。', RICE, 'zh')).toEqual([]);
    expect(claims('祇園祭のハイライト、山鉾巡行は7月17日。', GION, 'ja')).toEqual([]);
  });
});
