/**
 * A count of the things a source lists by name (issue 44, the fifth set of documents): "Extreme
 * in the Flinders, Mid North and Eastern Eyre Peninsula districts" names three districts, and a
 * summary says "in three districts", as a reader counts them. Only a list of names (capitalised
 * items of one to four words, commas between them and "and" before the last) before the plural
 * noun they are of: the count is read where the source shows what it counts, not from any run of
 * names.
 */

/**
 * Three to twelve items of one to four capitalised words, commas between, "and" before the last, a
 * plural after: a longer list is a roll no summary counts, and each start looks a short way on.
 */
const NAMED_LIST =
  /(?<![\p{L}\p{N}]|, )((?:\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,3}, ){1,10}\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,3},? and \p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,3}) \p{Ll}{3,}s(?![\p{L}])/gu;

/** Adds to `keys` the count of each list of names before its plural noun in `text`. */
export function addListedCounts(text: string, keys: Set<string>): void {
  if (!text.includes(' and ')) return;
  for (const match of text.matchAll(NAMED_LIST)) {
    keys.add(`n${(match[1] ?? '').split(/,? and |, /u).length}`);
  }
}
