import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { koreanUnreachedVerbClaims } from './korean-unreached-verbs.ts';

const stopped = (text: string, line: string, lang = 'ko') =>
  koreanUnreachedVerbClaims(line, claimSource({ text, lang }));

const STUDY =
  '연구팀은 65세 이상 4,200명을 8년간 추적 관찰했다. 연구팀은 인과관계를 확인하려면 추가 연구가 필요하다고 밝혔다.';
const FIRE =
  '어젯밤 부산 사하구의 공장에서 불이 나 2시간 만에 꺼졌다. 소방당국은 화재 원인이 아직 확인되지 않았다고 밝혔다.';
const PERMIT = '구청은 주민 반대로 공사 허가를 승인할 수 없다고 밝혔다. 공사는 내년으로 미뤄졌다.';

describe('a Korean verb the post leaves undone, stated as done', () => {
  it.each([
    [STUDY, '연구팀은 걷기와 치매 위험 사이의 인과관계가 확인됐다고 밝혔다.', '확인됐다고'],
    [FIRE, '소방당국은 화재 원인이 확인됐다고 밝혔다.', '확인됐다고'],
    [PERMIT, '구청은 주민들의 공사 허가를 승인했다.', '승인했다'],
  ])('stops the done verb of %#', (text, line, words) => {
    expect(stopped(text, line)).toEqual([words]);
  });

  it.each([
    // The post's "not yet" kept, in its words or others.
    [STUDY, '다만 연구팀은 인과관계 확인을 위해 추가 연구가 필요하다고 했다.'],
    [FIRE, '화재 원인은 아직 확인되지 않았다.'],
    [FIRE, '화재 원인은 아직 확인 못 했다.'],
    [PERMIT, '구청은 공사 허가를 승인하지 못했다.'],
    // The same verb of another matter, with no word of the undone sentence.
    [STUDY, '걷기 효과가 확인됐다.'],
  ])('keeps a line that keeps it undone or speaks of another thing (%#)', (text, line) => {
    expect(stopped(text, line)).toEqual([]);
  });

  it('keeps a verb the post also writes done somewhere', () => {
    const text = `${FIRE} 경찰은 공장 직원의 신원을 확인했다.`;
    expect(stopped(text, '소방당국은 화재 원인이 확인됐다고 밝혔다.')).toEqual([]);
  });

  it('reads Korean posts only', () => {
    expect(stopped(FIRE, '소방당국은 화재 원인이 확인됐다고 밝혔다.', 'ja')).toEqual([]);
  });
});
