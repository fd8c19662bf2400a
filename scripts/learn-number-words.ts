/**
 * What a reader of numbers needs, learnt from n2words' spellings (pure JavaScript, 71 languages)
 * rather than written by hand (scripts/number-lexicons.ts makes the guard's lexicons of it): the
 * words of 0 to 99, what stands before them in 101 to 999, the scales ("thousand", "тысячи",
 * "lakh") and the glue between them, and the ordinals, each word folded as the guard looks it up.
 */

import type { LexiconData } from '#core/guard/numbers/number-lexicon-data.ts';
import { foldWord, MARKED_LANGUAGES } from '#core/guard/words/fold-word.ts';
import { learnUnitForms } from './learn-unit-forms.ts';

/** What n2words spells for one language, folded (words in lower case, hyphens as spaces). */
export interface LearnedLexicon
  extends Pick<
    LexiconData,
    'from' | 'scales' | 'bare' | 'prefixes' | 'large' | 'glue' | 'gluePrefixes' | 'ordinals'
  > {
  /** Scales written before their count ("elfu mbili"): none in most languages. */
  leadingScales: Record<string, number>;
  /**
   * A unit's other form, as n2words writes it before a feminine scale (Serbian "dve hiljade" of
   * "dva", "dvadeset jedna hiljada" of "jedan"): each pair makes another spelling of every group.
   */
  unitForms: Array<[unit: string, form: string]>;
  /** 0 to 99: the ways each is spelled (genders, regional forms). */
  units: string[][];
  /** 100 to 900 by hundreds, alone: index 0 is 100. */
  hundreds: string[][];
  /**
   * What stands before a unit in 101 to 999 ("two hundred ", "doscientos ", "zweihundert",
   * "مائة و"), index 0 for the one hundreds: a group is a head and a unit.
   */
  heads: string[][];
  /** Spellings of 0 to 999 a head and a unit do not make, by value. */
  extra: Record<string, string[]>;
  /** True where n2words writes 2,000 as one word (German, Dutch, Italian, Korean): scales join. */
  compound: boolean;
}

type Options = Record<string, string | boolean>;
/** Each language: the n2words modules and options whose spellings it reads. */
export const N2WORDS_SOURCES: Readonly<Record<string, ReadonlyArray<readonly [string, Options?]>>> =
  {
    // "one hundred and one" (British, Indian) and "twenty-five hundred" are English too; Indian
    // English has lakh and crore.
    en: [['en-US'], ['en-US', { and: true }], ['en-US', { hundredPairing: true }], ['en-IN']],
    es: [['es-ES'], ['es-ES', { gender: 'feminine' }], ['es-MX']],
    // Belgian "septante", "nonante".
    fr: [['fr-FR'], ['fr-BE']],
    de: [['de-DE']],
    pt: [['pt-PT']],
    it: [['it-IT']],
    nl: [['nl-NL'], ['nl-NL', { accentOne: false }], ['nl-NL', { noHundredPairing: true }]],
    sv: [['sv-SE']],
    pl: [['pl-PL'], ['pl-PL', { gender: 'feminine' }], ['pl-PL', { gender: 'neuter' }]],
    cs: [['cs-CZ']],
    hr: [['hr-HR'], ['hr-HR', { gender: 'feminine' }]],
    ro: [['ro-RO'], ['ro-RO', { gender: 'feminine' }]],
    hu: [['hu-HU']],
    fi: [['fi-FI']],
    tr: [['tr-TR']],
    id: [['id-ID']],
    ms: [['ms-MY']],
    vi: [['vi-VN']],
    ru: [['ru-RU'], ['ru-RU', { gender: 'feminine' }]],
    uk: [['uk-UA'], ['uk-UA', { gender: 'feminine' }]],
    el: [['el-GR']],
    he: [['he-IL']],
    ar: [['ar-SA'], ['ar-SA', { gender: 'feminine' }]],
    fa: [['fa-IR']],
    ur: [['ur-PK']],
    hi: [['hi-IN']],
    bn: [['bn-BD']],
    ko: [['ko-KR']],
    // Danish writes the scale's longer form before what follows it ("ettusinde og et", learnGlue),
    // Swahili its scales before their count ("elfu mbili", learnScales). Yoruba's scale is before
    // its count too, but "ẹgbẹ̀rún méjì" is a count the reader takes for no group; Filipino's linked
    // "dalawang libong" and Georgian's clipped "ორ ათას" are left out: the reader does not read them.
    da: [['da-DK']],
    nb: [['nb-NO']],
    sr: [['sr-Latn-RS'], ['sr-Cyrl-RS']],
    sw: [['sw-KE']],
    ta: [['ta-IN']],
    lt: [['lt-LT'], ['lt-LT', { gender: 'feminine' }]],
    lv: [['lv-LV'], ['lv-LV', { gender: 'feminine' }]],
    te: [['te-IN']],
    kn: [['kn-IN']],
    mr: [['mr-IN']],
    gu: [['gu-IN']],
    pa: [['pa-IN']],
    az: [['az-AZ']],
    am: [['am-ET']],
    ha: [['ha-NG']],
  };

interface N2wordsModule {
  toCardinal(value: number, options?: Options): string;
  toOrdinal(value: number, options?: Options): string;
}
type Spell = (value: number) => string;

/** As the data keeps words: lower case, hyphens and commas as spaces, one space between words. */
export const spelled = (text: string): string =>
  text.toLowerCase().replace(/[-‐,]/g, ' ').replace(/\s+/g, ' ').trim();

const add = <T>(list: T[], item: T) => {
  if (!list.includes(item)) list.push(item);
};
const isPowerOfTen = (value: number) => value >= 100 && Number.isInteger(Math.log10(value));

/** Every value 0 to 999 the groups so far spell, by spelling. */
function groupValues(data: LearnedLexicon): Map<string, number> {
  const values = new Map<string, number>();
  data.units.forEach((words, value) => {
    for (const word of words) values.set(word, value);
  });
  data.hundreds.forEach((words, index) => {
    for (const word of words) values.set(word, (index + 1) * 100);
  });
  data.heads.forEach((heads, index) => {
    for (const head of heads) {
      for (let unit = 1; unit < 100; unit++) {
        for (const word of data.units[unit] ?? [])
          values.set(head + word, (index + 1) * 100 + unit);
      }
    }
  });
  for (const [value, words] of Object.entries(data.extra)) {
    for (const word of words) values.set(word, Number(value));
  }
  return values;
}

/** The groups 0 to 999: units, hundreds, and a head before each unit; what does not fit is kept. */
function learnGroups(data: LearnedLexicon, spells: Spell[]) {
  for (let value = 0; value < 100; value++) {
    data.units.push([]);
    for (const spell of spells) add(data.units[value] as string[], spell(value));
  }
  for (let hundred = 1; hundred <= 9; hundred++) {
    const alone: string[] = [];
    const heads: string[] = [];
    for (const spell of spells) {
      add(alone, spell(hundred * 100));
      for (let unit = 1; unit < 100; unit++) {
        const whole = spell(hundred * 100 + unit);
        const word = (data.units[unit] ?? [])
          .filter((candidate) => whole.endsWith(candidate) && whole.length > candidate.length)
          .sort((a, b) => b.length - a.length)[0];
        if (word !== undefined) add(heads, whole.slice(0, whole.length - word.length));
      }
    }
    data.hundreds.push(alone);
    data.heads.push(heads);
  }
  const known = groupValues(data);
  for (const spell of spells) {
    for (let value = 0; value < 1000; value++) {
      const word = spell(value);
      if (known.get(word) === value) continue;
      data.extra[value] ??= [];
      add(data.extra[value] as string[], word);
    }
  }
}

const SCALE_POWERS = [2, 3, 4, 5, 6, 7, 8, 9, 12];
const SCALE_MULTIPLES = [1, 2, 3, 5, 10, 12, 21, 99, 100];

/** Scales from their spellings: "two thousand", "zweitausend", "ten lakh", "mil", "ألفان". */
function learnScales(data: LearnedLexicon, spells: Spell[]) {
  const groups = groupValues(data);
  const groupWords = new Set([...groups.keys()].flatMap((words) => words.split(' ')));
  const factorOf = (value: number | undefined, whole: number) =>
    value !== undefined && value > 0 && isPowerOfTen(whole / value) ? whole / value : undefined;
  const oneWord: Array<[string, number]> = [];
  const oneBefore: Array<[string, string, number]> = [];
  const otherForms: Array<[string, string, number]> = [];
  for (const power of SCALE_POWERS) {
    for (const multiple of SCALE_MULTIPLES) {
      const whole = multiple * 10 ** power;
      for (const spell of spells) {
        const text = spell(whole);
        if (groups.has(text)) continue;
        // "elfu mbili", "milioni moja": a word that is no group before a group, the scale first.
        const first = text.indexOf(' ');
        const leading = factorOf(groups.get(text.slice(first + 1)), whole);
        if (first > 0 && leading !== undefined && !groups.has(text.slice(0, first))) {
          data.leadingScales[text.slice(0, first)] ??= leading;
          continue;
        }
        const space = text.lastIndexOf(' ');
        const word = text.slice(space + 1);
        if (space < 0) {
          if (power >= 3) oneWord.push([text, whole]);
          continue;
        }
        const before = text.slice(0, space);
        const factor = factorOf(groups.get(before), whole);
        // "douăzeci de mii": a word between the group and its scale.
        const between = before.lastIndexOf(' ');
        const glued = factorOf(groups.get(before.slice(0, between)), whole);
        if (factor !== undefined && !groups.has(word)) data.scales[word] = factor;
        else if (
          between > 0 &&
          glued !== undefined &&
          !groups.has(word) &&
          !groupWords.has(before.slice(between + 1)) &&
          data.scales[before.slice(between + 1)] === undefined
        ) {
          data.scales[word] ??= glued;
          add(data.glue, before.slice(between + 1));
        }
        // "un millón", "eine Million", "o mie": a form of one made only before a scale.
        else if (multiple === 1 && !before.includes(' ')) oneBefore.push([before, word, whole]);
        else if (factor === undefined) otherForms.push([before, word, whole]);
      }
    }
  }
  learnUnitForms(data, otherForms, groups);
  // "elfhonderd", "eenentwintighonderd": hundreds counted as a scale inside one word.
  for (const whole of [1_100, 2_100, 2_500]) {
    for (const spell of spells) {
      const text = spell(whole);
      if (text.includes(' ') || groups.has(text)) continue;
      for (let at = text.length - 1; at > 0; at--) {
        if (whole / (groups.get(text.slice(0, at)) ?? 0) === 100) {
          data.scales[text.slice(at)] ??= 100;
          break;
        }
      }
    }
  }
  for (const [before, word, whole] of oneBefore) {
    if (data.scales[before] !== undefined) continue;
    data.scales[word] ??= whole;
    data.prefixes[before] = 1;
  }
  // One word: a group and a scale ("zweitausend", "이천"), a form of a number made only before a
  // scale ("kétezer", "eintausend", "sejuta"), a scale alone ("mil"), or a number ("ألفان").
  const rest: Array<[string, number]> = [];
  for (const [text, whole] of oneWord) {
    let at = text.length - 1;
    while (
      at > 0 &&
      !(factorOf(groups.get(text.slice(0, at)), whole) && !groups.has(text.slice(at)))
    )
      at -= 1;
    if (at > 0) {
      data.scales[text.slice(at)] = whole / (groups.get(text.slice(0, at)) ?? 1);
      data.compound = true;
    } else {
      rest.push([text, whole]);
    }
  }
  for (const [text, whole] of rest) {
    if (data.scales[text] === whole) add(data.bare, text);
    if (data.scales[text] !== undefined) continue;
    const scale = Object.keys(data.scales)
      .filter((word) => text.endsWith(word) && text.length > word.length)
      .sort((a, b) => b.length - a.length)[0];
    const factor = scale === undefined ? undefined : data.scales[scale];
    if (scale !== undefined && factor !== undefined && Number.isInteger(whole / factor)) {
      // Where scales are written apart, "seribu" (se + ribu) is a word of its own.
      if (!data.compound) data.large[text] = whole;
      else if (whole / factor < 10)
        data.prefixes[text.slice(0, text.length - scale.length)] = whole / factor;
    } else if (Number.isInteger(Math.log10(whole))) {
      data.scales[text] = whole;
      add(data.bare, text);
    } else {
      data.large[text] = whole;
    }
  }
}

/** Glue after a scale: "one thousand and one", "mil e um", "ألف وواحد", "một nghìn không trăm lẻ một". */
function learnGlue(data: LearnedLexicon, spells: Spell[]) {
  const groups = [...groupValues(data)];
  for (const base of [1_000, 2_000, 1_000_000, 2_000_000]) {
    for (const rest of [1, 5, 21, 50, 100, 101, 250, 999]) {
      for (const spell of spells) {
        const head = spell(base);
        const text = spell(base + rest);
        if (!text.startsWith(head)) continue;
        let tail = text.slice(head.length);
        // "ettusinde og et" of "ettusind": the scale's longer form before what follows it.
        const longer = /^\S+/.exec(tail)?.[0] ?? '';
        const scale = Object.keys(data.scales).find((word) => head.endsWith(word));
        if (longer && longer.length < tail.length && scale !== undefined) {
          data.scales[scale + longer] ??= data.scales[scale] as number;
          tail = tail.slice(longer.length);
        }
        const group = groups
          .filter(([word, value]) => value === rest && tail.endsWith(word))
          .sort((a, b) => b[0].length - a[0].length)[0]?.[0];
        if (group === undefined) continue;
        const between = tail.slice(0, tail.length - group.length);
        if (between.trim() === '') continue;
        if (between.endsWith(' ')) add(data.glue, between.trim());
        else add(data.gluePrefixes, between.trim().split(' ').at(-1) ?? '');
      }
    }
  }
}

/**
 * Indian English's scales past the crore ("arab", "kharab", "neel") are English words and names
 * too ("five Arab states"); nobody writes figures with them in English.
 */
const DROPPED_SCALES: Readonly<Record<string, readonly string[]>> = {
  en: ['arab', 'kharab', 'neel'],
};

/** What n2words' modules for `lang` spell, learnt. */
export async function learnLexicon(
  lang: string,
  sources: ReadonlyArray<readonly [string, Options?]>,
): Promise<LearnedLexicon> {
  const data: LearnedLexicon = {
    from: [],
    units: [],
    hundreds: [],
    heads: [],
    extra: {},
    scales: {},
    bare: [],
    prefixes: {},
    large: {},
    glue: [],
    gluePrefixes: [],
    ordinals: {},
    compound: false,
    leadingScales: {},
    unitForms: [],
  };
  const spells: Spell[] = [];
  const ordinals: Spell[] = [];
  for (const [name, options] of sources) {
    const module = (await import(`n2words/${name}`)) as N2wordsModule;
    data.from.push(options ? `${name} ${JSON.stringify(options)}` : name);
    spells.push((value) => spelled(module.toCardinal(value, options)));
    ordinals.push((value) => spelled(module.toOrdinal(value, options)));
  }
  learnGroups(data, spells);
  learnScales(data, spells);
  learnGlue(data, spells);
  for (const word of DROPPED_SCALES[lang] ?? []) delete data.scales[word];
  // An ordinal n2words spells the same for two numbers (Hebrew's 20th and 21st) is left out.
  const twice = new Set<string>();
  for (const spell of ordinals) {
    for (const value of [...Array.from({ length: 100 }, (_, index) => index + 1), 1000]) {
      const word = spell(value);
      const known = data.ordinals[word];
      if (known !== undefined && known !== value) twice.add(word);
      data.ordinals[word] ??= value;
    }
  }
  for (const word of twice) delete data.ordinals[word];
  return folded(data, MARKED_LANGUAGES.includes(lang));
}

/** The data with every word as the guard looks it up (fold-word.ts), so reading it folds nothing. */
function folded(data: LearnedLexicon, marked: boolean): LearnedLexicon {
  const fold = (word: string) => foldWord(word, marked);
  const list = (words: string[]) => [...new Set(words.map(fold))];
  const record = (entries: Record<string, number>) => {
    const out: Record<string, number> = {};
    for (const [word, value] of Object.entries(entries)) out[fold(word)] ??= value;
    return out;
  };
  // Norwegian "åttende" (8th) and "attende" (18th) fold alike: such an ordinal is left out.
  const unique = (entries: Record<string, number>) => {
    const out = record(entries);
    for (const [word, value] of Object.entries(entries))
      if (out[fold(word)] !== value) delete out[fold(word)];
    return out;
  };
  const extra: Record<string, string[]> = {};
  for (const [value, words] of Object.entries(data.extra)) extra[value] = list(words);
  return {
    ...data,
    units: data.units.map(list),
    hundreds: data.hundreds.map(list),
    heads: data.heads.map(list),
    extra,
    scales: record(data.scales),
    leadingScales: record(data.leadingScales),
    unitForms: data.unitForms.map(([unit, form]) => [fold(unit), fold(form)]),
    bare: list(data.bare),
    prefixes: record(data.prefixes),
    large: record(data.large),
    glue: list(data.glue),
    gluePrefixes: list(data.gluePrefixes),
    ordinals: unique(data.ordinals),
  };
}
