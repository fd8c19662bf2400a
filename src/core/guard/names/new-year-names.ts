/**
 * The New Year named where the source gives its date (h293): "С Нового года пенсии вырастут" of
 * "С 1 января … повысят пенсии", "На Новий рік" of "новорічні свята", "Od Nowego Roku" of "Od 1
 * stycznia". The holiday's name is written with capitals ("Нового", "Nowego Roku"), so the names
 * reader read a new name in it. Where the source says the 1st of January (in its language's or
 * English's month name, Intl's) or writes the holiday's own adjective ("новогодние", "новорічні",
 * "noworoczne"), the name is blanked before the names are read; where it says neither (a pension
 * raised from 1 May), the name stays a claim.
 */
/** The holiday's name in each language that writes it in words with capitals. */
const NAMES: Readonly<Record<string, RegExp>> = {
  ru: /(?<![\p{L}])Нов(?:ый|ого|ому|ым|ом)\s+год(?:а|у|ом)?(?![\p{L}])/gu,
  uk: /(?<![\p{L}])Нов(?:ий|ого|ому|им|ім)\s+р(?:ік|оку|оком|оці)(?![\p{L}])/gu,
  be: /(?<![\p{L}])Нов(?:ы|ага|аму|ым)\s+год(?:а|зе)?(?![\p{L}])/gu,
  pl: /(?<![\p{L}])Now(?:y|ego|ym)\s+[Rr]ok(?:u|iem)?(?![\p{L}])/gu,
  cs: /(?<![\p{L}])Nov(?:ý|ého|ém|ým)\s+rok(?:u|em)?(?![\p{L}])/gu,
  sk: /(?<![\p{L}])Nov(?:ý|ého|om|ým)\s+rok(?:u|om)?(?![\p{L}])/gu,
  en: /(?<![\p{L}])New\s+Year(?:['’]s)?(?![\p{L}])/gu,
};
/** The holiday's adjective, written in lower case: the source names it so. */
const ADJECTIVES: Readonly<Record<string, RegExp>> = {
  ru: /новогодн/iu,
  uk: /новорічн/iu,
  be: /навагодн/iu,
  pl: /noworoczn/iu,
  cs: /novoroč/iu,
  sk: /novoroč/iu,
  en: /new[\s-]+year/iu,
};

const JANUARY_FIRST = Date.UTC(2025, 0, 1);

/** The 1st of January as `lang` writes it ("1 января", "January 1"), a pattern for any "1". */
function januaryFirst(lang: string): RegExp | undefined {
  try {
    const written = new Intl.DateTimeFormat(lang, {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(JANUARY_FIRST);
    const pattern = written
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/gu, '\\s*')
      .replace(/(?<!\d)1(?!\d)/u, '(?<!\\d)0?1(?:-?(?:го|е|st))?\\.?');
    return new RegExp(pattern, 'iu');
  } catch {
    return undefined;
  }
}

/** The 1st of January's pattern by language, made on first need. */
const firsts = /* @__PURE__ */ new Map<string, RegExp | undefined>();

/** Whether `text` gives the New Year's date or names it in lower case, in one of `langs`. */
function givesNewYear(text: string, langs: readonly string[]): boolean {
  return [...langs, 'en-GB'].some((lang) => {
    if (!firsts.has(lang)) firsts.set(lang, januaryFirst(lang));
    return ADJECTIVES[lang]?.test(text) === true || firsts.get(lang)?.test(text) === true;
  });
}

/**
 * `line` without the New Year's name where the source's `text` gives the holiday, its length
 * kept; `langs` are the source's and the line's. Read only where a line names it (seldom).
 */
export function withoutNewYear(line: string, text: string, langs: readonly string[]): string {
  const named = langs.filter((lang) => NAMES[lang] !== undefined && line.search(NAMES[lang]) >= 0);
  if (named.length === 0 || !givesNewYear(text, langs)) return line;
  let rest = line;
  for (const lang of named) {
    rest = rest.replace(NAMES[lang] as RegExp, (words) => ' '.repeat(words.length));
  }
  return rest;
}
