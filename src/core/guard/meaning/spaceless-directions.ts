/**
 * A figure's change turned round in Japanese or Chinese (issue 44, round forty-four): "前モデルより
 * 重さが12グラム重くなった" of the source's "重さを12グラム軽くした", "营收增长15%" of "营收下降15%".
 * These scripts write no spaces, so language-direction-claims.ts reads no words about a direction
 * word there; what ties a change to what it says of is its figure, written right before the word in
 * Japanese ("12グラム軽く", "3%増") and right after it in Chinese ("下降了4%"). A direction word
 * (a group's "up" or "down" side: amount, weight, level, length, size, time) is read with that
 * figure's number; the line's word is stopped where the source writes the same number with a word of
 * the other side of the group and never with one of its own side. A negation turns a word, so it
 * is not read: Japanese "ない", "なかっ", "ず" just after it ("増えなかった"), Chinese "不", "没",
 * "未" just before it. Only where the line is in its source's language.
 */

import { oncePer } from '../once-per-source.ts';
import type { ClauseSource } from './negation-claims.ts';

/** Per group, the "up" side's words and the "down" side's, for Japanese and Chinese alike. */
export const GROUPS: Readonly<Record<string, readonly [readonly string[], readonly string[]]>> = {
  // "増" and "減" start every form ("増加", "増えた", "減少", "減らした"); "上が"/"下が" the verbs'.
  amount: [
    [
      '増',
      '上昇',
      '上が',
      '上回',
      '値上',
      '伸び',
      '高騰',
      '增',
      '增长',
      '增加',
      '上升',
      '上涨',
      '提高',
      '涨',
    ],
    ['減', '下落', '低下', '下が', '下回', '値下', '减', '减少', '下降', '下跌', '降低', '跌'],
  ],
  weight: [
    ['重く', '重い', '重量増'],
    ['軽く', '軽い', '軽量'],
  ],
  level: [
    ['高く', '高い', '高め'],
    ['低く', '低い', '低め', '安く', '安い'],
  ],
  length: [
    ['長く', '長い', '延長', '延长'],
    ['短く', '短い', '短縮', '缩短'],
  ],
  size: [
    ['大きく', '大きい', '拡大', '扩大'],
    ['小さく', '小さい', '縮小', '缩小'],
  ],
  time: [
    ['早く', '早ま', '前倒し', '提前'],
    ['遅く', '遅れ', '延期', '推迟'],
  ],
};

interface Direction {
  group: string;
  up: boolean;
  number: string;
  text: string;
}

/** Every direction word with its group and side, the longest first ("上昇" before "上"). */
const WORDS = Object.entries(GROUPS)
  .flatMap(([group, [up, down]]) => [
    ...up.map((word) => ({ word, group, up: true })),
    ...down.map((word) => ({ word, group, up: false })),
  ])
  .sort((a, b) => b.word.length - a.word.length);

/** A number, half- or full-width, with its decimal point or thousands' commas. */
const NUMBER = /[0-9０-９]+(?:[.,．][0-9０-９]+)*/gu;
/** What may stand between a figure and its word: a unit or a particle, no stop, digit or space. */
const GAP = /^[^\s0-9０-９.,．，、。!?！？「」『』()（）:：;；]{0,5}$/u;
/** Between a Chinese word and its figure: "了" of a completed change, "至"/"到" of "to". */
const AFTER_GAP = /^[了至到]{0,2}$/u;
const NEGATED_AFTER = /^.{0,3}(?:ない|なかっ|なく|ず|ませ)/u;
const NEGATED_BEFORE = /(?:不|没|未|没有|並不|并不)$/u;

const numberOf = (raw: string) =>
  raw
    .replace(/[０-９．]/gu, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/,/g, '');

function directionsIn(text: string, lang: string): Direction[] {
  const numbers = [...text.matchAll(NUMBER)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    value: numberOf(match[0]),
  }));
  const found: Direction[] = [];
  for (let at = 0; at < text.length; at += 1) {
    const hit = WORDS.find(({ word }) => text.startsWith(word, at));
    if (!hit) continue;
    const end = at + hit.word.length;
    if (NEGATED_AFTER.test(text.slice(end, end + 6)) || NEGATED_BEFORE.test(text.slice(0, at))) {
      at = end - 1;
      continue;
    }
    // Japanese: the figure just before the word; Chinese: the one just after it, else before.
    const before = numbers.findLast((one) => one.end <= at && GAP.test(text.slice(one.end, at)));
    const after = numbers.find(
      (one) => one.start >= end && AFTER_GAP.test(text.slice(end, one.start)),
    );
    const figure = lang === 'zh' ? (after ?? before) : before;
    if (figure) {
      const from = Math.min(figure.start, at);
      // A percent sign right after the figure is the figure's ("下降了4%").
      const to = Math.max(
        /^[%％]/u.test(text.slice(figure.end)) ? figure.end + 1 : figure.end,
        end,
      );
      found.push({
        group: hit.group,
        up: hit.up,
        number: figure.value,
        text: text.slice(from, to),
      });
    }
    at = end - 1;
  }
  return found;
}

const directionsOfSource = /* @__PURE__ */ oncePer((source: ClauseSource) =>
  directionsIn(source.text, source.langs[0] ?? ''),
);

/** The line's figures with a change the source says the other way, as the line writes them. */
export function spacelessDirectionClaims(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? '';
  if (source.translated || (lang !== 'ja' && lang !== 'zh')) return [];
  const lineDirections = directionsIn(line, lang);
  if (lineDirections.length === 0) return [];
  const sourceDirections = directionsOfSource(source);
  const claims = new Set<string>();
  for (const direction of lineDirections) {
    const alike = sourceDirections.filter(
      (one) => one.group === direction.group && one.number === direction.number,
    );
    if (
      alike.some((one) => one.up !== direction.up) &&
      !alike.some((one) => one.up === direction.up)
    ) {
      claims.add(direction.text);
    }
  }
  return [...claims];
}
