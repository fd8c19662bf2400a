/** The last generated thread (and the style it was made in), kept so edits survive a reload. */
import {
  isNetworkId,
  isRulesReason,
  isThreadStyleId,
  type NetworkId,
  type RulesReason,
  type TextWriter,
  type ThreadFrom,
  type ThreadLeft,
  type ThreadStyleId,
} from '#core/index.ts';

export interface ThreadResult {
  style: ThreadStyleId;
  posts: string[];
  /** The thread's language (`lang` attribute): the one asked, else the text's, where told. */
  lang?: string;
  /** The text's language, and the one asked in vain of the rules writer, as its answer said. */
  sourceLang?: string;
  askedLang?: string;
  /** `rules` when the embedded writer made it (the page says so). */
  writer?: TextWriter;
  /** Why the rules made it in a model's place, as its answer said. */
  rulesReason?: RulesReason;
  /** The text it was made from and its network: what Continue thread asks with. */
  text?: string;
  network?: NetworkId;
  /** What the last answer left of the text, and the `from` that continues it. */
  left?: ThreadLeft;
  next?: ThreadFrom;
  /** How much of a text over 20,000 characters was cut. */
  cut?: { characters: number };
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Guard for a stored answer's continuation fields: each absent, or as the API gives it. */
function isContinuation({ text, network, left, next, cut }: Partial<ThreadResult>): boolean {
  return (
    (text === undefined || typeof text === 'string') &&
    (network === undefined || isNetworkId(network)) &&
    (left === undefined || (isCount(left?.sentences) && isCount(left?.characters))) &&
    (next === undefined || (isCount(next?.sentence) && isCount(next?.post))) &&
    (cut === undefined || isCount(cut?.characters))
  );
}

/** Guard for a stored result: `null` (none yet) or a style with a list of strings. */
export function isThreadResultOrNull(value: unknown): value is ThreadResult | null {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const { style, posts, lang, sourceLang, askedLang, writer, rulesReason } =
    value as Partial<ThreadResult>;
  return (
    isThreadStyleId(style) &&
    isContinuation(value as Partial<ThreadResult>) &&
    (writer === undefined || writer === 'rules') &&
    (rulesReason === undefined || isRulesReason(rulesReason)) &&
    [lang, sourceLang, askedLang].every((tag) => tag === undefined || typeof tag === 'string') &&
    Array.isArray(posts) &&
    posts.length > 0 &&
    posts.every((post) => typeof post === 'string')
  );
}

/** Guard for the stored style choice: `null` means "not picked yet". */
export const isThreadStyleOrNull = (value: unknown): value is ThreadStyleId | null =>
  value === null || isThreadStyleId(value);
