/**
 * A named place a Chinese or Japanese line adds that its post never names (issue 44, recall):
 * "航展期间，深圳宝安机场将增开航班" (Shenzhen Bao'an airport will add flights) of an air show's
 * post naming no airport. Han and kana write no capitals, and the names reader takes a run of
 * common characters for words; but a place is often its name joined to a word of its kind, its
 * head ("机场", "空港", "公园", "体育馆", a venue's katakana "ドーム"), and a head of two characters
 * or more is no grammar. A
 * name before it whose last two characters the post nowhere writes names a place the post does
 * not: a rewording keeps the post's place ("珠海航展中心"), a short form keeps its characters
 * ("宝安机场" of "深圳宝安国际机场"). Where the post names another place of that head, the swap
 * is place-heads.ts's. Heads of one character ("站", "区", "市") end too many words to be read so.
 */

/**
 * Heads of two characters or more, after their name (Chinese, then Japanese): "京セラドーム" of a
 * post's "東京ドーム" names another venue, the post's own name nowhere in it.
 */
const HEADS =
  '机场|公园|体育馆|体育场|广场|博物馆|火车站|大学|医院|空港|公園|動物園|水族館|競技場|球場|広場|美術館|博物館|病院|ドーム|スタジアム|アリーナ';
/** Two to six characters of Han or katakana, then a head. */
const PLACE = new RegExp(String.raw`([\p{Script=Han}\p{Script=Katakana}ー]{2,6}?)(${HEADS})`, 'gu');

/** The places with a head a Han or kana `line` names that its `source` does not. */
export function addedHanPlaces(line: string, source: { readonly text: string }): string[] {
  const found: string[] = [];
  for (const [written, name = ''] of line.matchAll(PLACE)) {
    if (source.text.includes(written) || source.text.includes(name.slice(-2))) continue;
    if (!found.includes(written)) found.push(written);
  }
  return found;
}
