import { oncePer } from '../once-per-source.ts';

/**
 * A quoted work given to the person the source gives another (round forty-nine): "김도윤 감독의
 * 할리우드 애니메이션 '스타 라이더'가" of a post where '스타 라이더' is a Hollywood film and "김도윤
 * 감독의 신작인 '서울의 밤'" the director's. Every name and title is the source's; whose work the
 * title is, is not. A genitive ties its owner to the title a few words on: Korean's "의", English's
 * "'s" ("Kim's new film 'Night'").
 *
 * Read here: a quoted title's owner is the nearest word written as a genitive among the few words
 * before it in its clause, with the word before that (the name before a role: "김도윤 감독의"). A
 * line's title is stopped where the source quotes that title, binds that owner to another title,
 * and never to the line's: a work moved from one owner to another, not one reworded. An owner the
 * source writes otherwise, or binds to no title, is not read.
 */
/** How many words before a title its owner may stand ("감독의 할리우드 애니메이션 '…'"). */
const REACH = 4;
/** A genitive: Korean's "의" after a syllable, English's "'s" or "s'". */
const GENITIVE = /^(?:\p{Script=Hangul}+의|[\p{L}\p{M}]+['’]s|[\p{L}\p{M}]+s['’])$/u;
/**
 * A quoted title: claim-quotes.ts's straight quotes close before no letter ("don't"), but a Korean
 * title takes its particle right after the mark ("'스타 라이더'가").
 */
const TITLE = /(?<![\p{L}\p{N}])['‘"“「『«]([^'’"”」』»\n]{1,80})['’"”」』»]/gu;
/** Where an owner's clause ends, before its title. */
const CLAUSE_END = /[.!?;:,،、。\n]/u;

/** A title as read: its letters and digits, no spaces or marks. */
const titleKey = (title: string) =>
  title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** Each quoted title of `text` with its owner, where a genitive names one. */
function ownedTitles(text: string): { owner: string; title: string }[] {
  const found: { owner: string; title: string }[] = [];
  let from = 0;
  for (const match of text.matchAll(TITLE)) {
    const at = match.index ?? 0;
    const before = text.slice(from, at);
    from = at + match[0].length;
    const clause = before.split(CLAUSE_END).pop() ?? '';
    const words = clause.trim().split(/\s+/u).filter(Boolean).slice(-REACH);
    const index = words.findLastIndex((word) => GENITIVE.test(word));
    if (index < 0) continue;
    const owner = words.slice(Math.max(0, index - 1), index + 1).join(' ');
    const title = titleKey(match[1] ?? '');
    if (title) found.push({ owner: owner.toLowerCase(), title });
  }
  return found;
}

/** The source's owned titles, read once a source (every line of a card asks again). */
const sourceTitles = /* @__PURE__ */ oncePer((source: { text: string }) =>
  ownedTitles(source.text),
);

/** The line's owners (as read) given a title the source quotes as someone else's work. */
export function genitiveOwners(line: string, source: { text: string }): string[] {
  const mine = ownedTitles(line);
  if (mine.length === 0) return [];
  const theirs = sourceTitles(source);
  const quoted = new Set<string>();
  for (const match of source.text.matchAll(TITLE)) {
    quoted.add(titleKey(match[1] ?? ''));
  }
  const found: string[] = [];
  for (const { owner, title } of mine) {
    if (!quoted.has(title)) continue;
    const owned = (theirs ?? []).filter((one) => one.owner === owner).map((one) => one.title);
    if (owned.length > 0 && !owned.includes(title)) found.push(owner);
  }
  return found;
}
