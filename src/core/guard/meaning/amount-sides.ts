/**
 * The side of an amount's change a text says (issue 44 item 4): 1 a rise ("rose", "stieg",
 * "recule" is the other), -1 a fall, 0 neither or both. Read of the direction words every reader
 * shares (direction-words.data.ts's English "amount" rows, direction-stems.data.ts's per language),
 * so a worked-out change ("seven points") is told with the side its source's change has.
 */
import { DIRECTION_STEMS } from './direction-stems.data.ts';
import { DIRECTION_WORDS } from './direction-words.data.ts';

/** The "up" (0) and "down" (1) words of a group of the languages asked, a stem ending in "-". */
function sideWords(langs: readonly string[], group: string): [string[], string[]] {
  const sides: [string[], string[]] = [[], []];
  for (const [index, side] of (['up', 'down'] as const).entries()) {
    const row = DIRECTION_WORDS.split('\n').find((one) => one.startsWith(`${group} ${side} `));
    sides[index]?.push(...(row?.split(' ').slice(2) ?? []));
    for (const lang of new Set(langs))
      sides[index]?.push(...(DIRECTION_STEMS[lang]?.[group]?.[index] ?? '').split(' '));
  }
  return sides;
}

const says = (words: readonly string[], list: readonly string[]) =>
  words.some((word) =>
    list.some((one) =>
      one.endsWith('-') ? one.length > 1 && word.startsWith(one.slice(0, -1)) : one === word,
    ),
  );

/**
 * The side of an amount's change `text` says in English or `langs`: 1 up, -1 down, 0 neither; of
 * another `group` of the direction words ("win": "gagne", "perd") where asked.
 */
export function amountSide(text: string, langs: readonly string[], group = 'amount'): -1 | 0 | 1 {
  const words = (text.match(/[\p{L}\p{M}]+/gu) ?? []).map((word) => word.toLowerCase());
  const [up, down] = sideWords(langs, group).map((list) => says(words, list));
  return up === down ? 0 : up ? 1 : -1;
}
