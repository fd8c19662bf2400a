/**
 * A change or a decision turned round in Finnish, Malay, Hungarian, Turkish or Romanian (issue 44,
 * blind rounds forty-six and fifty-two): "Helsingin yliopisto laski … sijalle 98" of the source's
 * "nousi … sijalle 98", "Bank Negara Malaysia menaikkan OPR kepada 2.75 peratus" of "mengekalkan
 * OPR pada 2.75 peratus", "és elutasították az ajánlatot" of "de végül elfogadták az ajánlatot".
 * language-direction-claims.ts
 * keeps no words of these languages, and its three words on each side of the verb are not the
 * source's here: a paraphrase keeps the sentence's words but not their places about the verb.
 *
 * So a line's sentence is read against the source's sentence it says: the one that shares most of
 * its content words (three at least, the direction words left out; `stopword`'s lists say which
 * are function words). The line's direction word is stopped where every such sentence writes a
 * word of another side of its group (up, down, unchanged; accepted, rejected) and none of its own.
 * A sentence that says both ("inflasi kekal …, manakala ekonomi berkembang") is not read, nor a
 * word just after a negation ("ei", "tidak", "nem"), nor a translation. The words are written by
 * hand (no kept library lists antonyms): a form a stem ("nous-") starts only where every word it
 * starts is of that sense; Finnish "lasku" (also a bill), Hungarian "emel-" ("emelet", a floor),
 * "nő" (also a woman) and "esett" ("szó esett", it was mentioned) are left out.
 *
 * Round fifty-two: "Nüfus artış hızı binde 3,1'e yükseldi" of the census's "geriledi", "digul de la
 * Cosmești a cedat" of the prefect's "digul … rezistă" (a dam holds or gives way: its two sides).
 * Turkish negates inside its verb ("yükselmedi", "düşmedi"), so its verbs are written out in their
 * forms, none negated, and a negated verb is no word of either side; its noun "artış" (a rise) is
 * left out, as it names a rate ("nüfus artış hızı") as often as a rise; no side says "unchanged"
 * in these two ("sabit", "constant" are also "fixed", "steadily"). Romanian's "nu" may stand
 * two words before its verb ("nu a cedat"), so a negation is read up to two words before.
 */
import { fin, hun, ind, ron, tur } from 'stopword';
import { oncePer } from '../once-per-source.ts';
import type { ClauseSource } from './negation-claims.ts';

/** Per language, per group, each side's words; a word ending in "-" is a stem. */
const SIDES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  fi: {
    amount: [
      'nous- kasvoi kasvaa kasvavat kasvoivat kasvanut kasvaneet kasvua kohosi kohoaa kohonnut paran-',
      'laski laskee laskevat laskivat laskenut laskeneet putosi putoaa pudonnut väheni vähenee vähentynyt heikkeni heikkenee supistui supistuu',
      'pysyi pysyy pysyivät pysynyt säilyi säilyy säilynyt',
    ],
    approve: ['hyväksy-', 'hylkä- hylkäs- hylänn- torju-'],
  },
  ms: {
    amount: [
      'naik menaikkan dinaikkan kenaikan meningkat meningkatkan ditingkatkan peningkatan bertambah melonjak berkembang tumbuh',
      'turun menurun menurunkan diturunkan penurunan jatuh merosot susut menyusut berkurang mengurangkan dikurangkan',
      'kekal kekalkan mengekalkan dikekalkan',
    ],
    approve: ['lulus meluluskan diluluskan menerima diterima', 'menolak ditolak'],
  },
  hu: {
    amount: ['emelked- nőtt nőttek növeked- növel-', 'csökken- visszaes-', 'változatlan-'],
    approve: ['elfogad- jóváhagy- megszavaz-', 'elutasít- elvetett- elvetették'],
  },
  tr: {
    amount: [
      'yükseldi yükseldiğini yükselecek yükselerek yükseliyor yükselmiş yükseliş yükselişe arttı arttığını artacak artarak artıyor artmış tırmandı',
      'düştü düştüğünü düşecek düşerek düşüyor düşmüş düşüş düşüşe geriledi gerilediğini gerileyecek gerileyerek geriliyor gerilemiş azaldı azaldığını azalacak azalarak azalıyor azalmış',
    ],
  },
  ro: {
    amount: [
      'crescut crește cresc creșterea creștere urcat urcă majorat- scumpit-',
      'scăzut scade scad scăderea scădere coborât coboară diminuat- ieftinit-',
    ],
    holds: ['rezistă rezistat rezista rezistau', 'cedat cedează cedeze cedeaza'],
  },
};

/** Each language's negation just before a verb it turns. */
const NEGATIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  fi: new Set(['ei', 'eivät', 'en', 'et', 'emme', 'ette']),
  ms: new Set(['tidak', 'tak', 'bukan', 'belum']),
  hu: new Set(['nem', 'sem', 'ne']),
  ro: new Set(['nu']),
};
/** How many words before a direction word its negation may stand ("ei ole noussut", "nu a cedat"). */
const NEGATED_WITHIN = 2;

/**
 * Function words: `stopword`'s Finnish and Hungarian lists, and for Malay its Indonesian one (the
 * two share their function words): its Malay list is a news corpus's commonest words, "bank",
 * "negara", "malaysia" and "khamis" among them, the very words a sentence is matched by.
 */
const STOP_WORDS: Readonly<Record<string, readonly string[]>> = {
  fi: fin,
  ms: ind,
  hu: hun,
  tr: tur,
  ro: ron,
};

/** The least content words a line's sentence shares with the source's it is read against. */
const SHARED = 3;
/** A word, or a figure whole ("2.75", "290 800" as two). */
const TOKEN = /\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{M}]+/gu;
/** A sentence's end: not a decimal point ("2.75") nor an ordinal's ("301.–350."). */
const SENTENCE_END = /[.!?](?=\s+\P{N}|$)|[;\n]/u;

interface Side {
  group: string;
  side: number;
}

interface Sentence {
  content: ReadonlySet<string>;
  /** Each direction word not negated, with its side. */
  sides: readonly (Side & { word: string })[];
}

function sidesOf(word: string, lang: string): Side[] {
  const found: Side[] = [];
  for (const [group, sides] of Object.entries(SIDES[lang] ?? {})) {
    sides.forEach((words, side) => {
      const hit = words
        .split(' ')
        .some((one) => (one.endsWith('-') ? word.startsWith(one.slice(0, -1)) : word === one));
      if (hit) found.push({ group, side });
    });
  }
  return found;
}

const stopSets = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();
function isStop(word: string, lang: string): boolean {
  let set = stopSets.get(lang);
  if (!set) {
    set = new Set((STOP_WORDS[lang] ?? []).map((one) => one.toLowerCase()));
    stopSets.set(lang, set);
  }
  return set.has(word);
}

function sentencesOf(text: string, lang: string): Sentence[] {
  return text.split(SENTENCE_END).map((part) => {
    const words = [...part.toLowerCase().matchAll(TOKEN)].map(([word]) => word);
    const content = new Set<string>();
    const sides: (Side & { word: string })[] = [];
    words.forEach((word, at) => {
      const own = sidesOf(word, lang);
      if (own.length > 0) {
        const near = words.slice(Math.max(0, at - NEGATED_WITHIN), at);
        if (!near.some((one) => NEGATIONS[lang]?.has(one))) {
          for (const side of own) sides.push({ ...side, word });
        }
      } else if (/\p{N}/u.test(word) || (word.length > 2 && !isStop(word, lang))) {
        content.add(word);
      }
    });
    return { content, sides };
  });
}

const sentencesOfSource = /* @__PURE__ */ oncePer((source: ClauseSource) =>
  sentencesOf(source.text, source.langs[0] ?? ''),
);

/** The line's direction words its source's sentence says the other way. */
export function sentenceTurnedVerbs(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const lang = source.langs[0] ?? '';
  if (!SIDES[lang]) return [];
  const sourceSentences = sentencesOfSource(source);
  const claims: string[] = [];
  for (const sentence of sentencesOf(line, lang)) {
    if (sentence.sides.length === 0) continue;
    const overlap = (other: Sentence) =>
      [...sentence.content].filter((word) => other.content.has(word)).length;
    const most = Math.max(0, ...sourceSentences.map(overlap));
    if (most < SHARED) continue;
    const said = sourceSentences.filter((other) => overlap(other) === most);
    for (const { group, side, word } of sentence.sides) {
      const turned = said.every(
        (other) =>
          other.sides.some((one) => one.group === group && one.side !== side) &&
          !other.sides.some((one) => one.group === group && one.side === side),
      );
      if (turned && !claims.includes(word)) claims.push(word);
    }
  }
  return claims;
}
