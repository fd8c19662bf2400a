/**
 * `npm run data:direction-words`: writes src/core/guard/meaning/direction-words.data.ts, the English words
 * of a direction or state and their opposites that direction-claims.ts reads ("rose" of a source's
 * "decreased", "rejected" of "approved", docs/decisions/012 "A fifth set of documents"). The pairs
 * are written here by their base forms; compromise (the writer's tagger) gives each verb's and
 * adjective's inflections, so no form is listed by hand and core, which may not import compromise
 * (scripts/check-layers.mjs), reads a generated module. scripts/make-direction-words.test.ts fails
 * when the module no longer matches this table.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nlp from 'compromise/three';

/** One side of a pair: verbs (every tense), adjectives (with their comparative and superlative),
 * adjectives read only compared ("longer", not "long": "as long as", "a long time"), and words
 * with no inflection. */
interface Side {
  verbs?: readonly string[];
  adjectives?: readonly string[];
  compared?: readonly string[];
  words?: readonly string[];
}

/**
 * Each group's two sides. A word may be in two groups ("lose" of "win" and of "keep"); within a
 * group, a side's words say the same direction ("dropped", "fell", "declined"), so a line that
 * writes one of them for another keeps the source's direction.
 */
export const DIRECTION_PAIRS: Readonly<Record<string, readonly [Side, Side]>> = {
  amount: [
    {
      verbs: ['rise', 'increase', 'grow', 'climb', 'jump', 'surge', 'soar', 'raise', 'boost'],
      adjectives: ['high'],
      compared: ['big', 'large'],
      words: ['up', 'more', 'above'],
    },
    {
      verbs: [
        'fall',
        'decrease',
        'decline',
        'drop',
        'shrink',
        'slip',
        'slide',
        'sink',
        'plunge',
        'tumble',
        'cut',
        'lower',
        'reduce',
        'dip',
      ],
      adjectives: ['low'],
      compared: ['small'],
      words: ['down', 'less', 'fewer', 'below'],
    },
  ],
  win: [{ verbs: ['win'] }, { verbs: ['lose'] }],
  // A table's place: "two points behind" said "two points ahead" turns who leads.
  position: [{ words: ['ahead'] }, { words: ['behind'] }],
  keep: [{ verbs: ['keep', 'retain'] }, { verbs: ['lose'] }],
  approve: [
    { verbs: ['approve', 'accept', 'adopt', 'endorse', 'agree'] },
    { verbs: ['reject', 'refuse', 'veto'] },
  ],
  ruling: [{ verbs: ['uphold'] }, { verbs: ['overturn', 'quash'] }],
  open: [{ verbs: ['open', 'reopen'] }, { verbs: ['close', 'shut'] }],
  help: [{ verbs: ['help', 'benefit'] }, { verbs: ['hurt', 'harm', 'damage'] }],
  quality: [
    { verbs: ['improve'], compared: ['good'] },
    { verbs: ['worsen', 'deteriorate'], compared: ['bad'] },
  ],
  length: [
    { verbs: ['lengthen'], compared: ['long'] },
    { verbs: ['shorten'], compared: ['short'] },
  ],
  time: [
    { adjectives: ['early'], words: ['sooner'] },
    { verbs: ['delay', 'postpone'], adjectives: ['late'] },
  ],
  heat: [
    // "milder weather" of "colder weather"; "mild" alone also says a small thing ("mild symptoms").
    { verbs: ['warm', 'heat'], adjectives: ['warm', 'hot'], compared: ['mild'] },
    { verbs: ['cool'], adjectives: ['cold', 'cool'] },
  ],
  speed: [
    { verbs: ['accelerate', 'quicken'], compared: ['fast'] },
    { verbs: ['slow'], compared: ['slow'] },
  ],
  likelihood: [{ words: ['likely', 'probable'] }, { words: ['unlikely', 'improbable'] }],
  // "maintained its objection" of "had withdrawn its objection".
  stance: [{ verbs: ['maintain'] }, { verbs: ['withdraw', 'drop', 'abandon'] }],
  // "diverted two miles west via Hardy Road" of "via the Hardy Road bridge, about two miles to
  // the east": a compass point turned round.
  eastwest: [
    { words: ['east', 'eastward', 'eastwards', 'eastbound'] },
    { words: ['west', 'westward', 'westwards', 'westbound'] },
  ],
  northsouth: [
    { words: ['north', 'northward', 'northwards', 'northbound'] },
    { words: ['south', 'southward', 'southwards', 'southbound'] },
  ],
};

/** A verb's forms: its base, past, third person, gerund and participle ("rise rose rises rising risen"). */
function verbForms(verb: string): string[] {
  // Tagged as a verb first: "cut", "drop", "close" alone read as nouns or adjectives.
  const doc = nlp(verb);
  doc.tag('Verb');
  const conjugated = doc.verbs().conjugate()[0] as Record<string, string>;
  return ['Infinitive', 'PastTense', 'PresentTense', 'Gerund', 'Participle']
    .map((form) => conjugated[form])
    .filter((form): form is string => form !== undefined);
}

/** An adjective's comparative and superlative ("higher highest"), its base first when `base`. */
function adjectiveForms(adjective: string, base: boolean): string[] {
  const doc = nlp(adjective);
  doc.tag('Adjective');
  const compared = doc.adjectives().conjugate()[0] as Record<string, string>;
  return [...(base ? ['Adjective'] : []), 'Comparative', 'Superlative']
    .map((form) => compared[form])
    .filter((form): form is string => form !== undefined);
}

/** A side's every form, once each, in the table's order. */
const sideForms = (side: Side): string[] => [
  ...new Set([
    ...(side.verbs ?? []).flatMap(verbForms),
    ...(side.adjectives ?? []).flatMap((adjective) => adjectiveForms(adjective, true)),
    ...(side.compared ?? []).flatMap((adjective) => adjectiveForms(adjective, false)),
    ...(side.words ?? []),
  ]),
];

export const DIRECTION_WORDS_MODULE = fileURLToPath(
  new URL('../src/core/guard/meaning/direction-words.data.ts', import.meta.url),
);

/** The module's text: a line a side, "group up|down" and then its words. */
export function directionWordsModule(): string {
  const lines = Object.entries(DIRECTION_PAIRS).flatMap(([group, [up, down]]) => [
    `${group} up ${sideForms(up).join(' ')}`,
    `${group} down ${sideForms(down).join(' ')}`,
  ]);
  return `/**
 * Generated by scripts/make-direction-words.ts from its table of opposite pairs, each verb's and
 * adjective's forms by compromise: do not edit, run \`npm run data:direction-words\`. One side of a
 * pair a line: its group, "up" or "down", then its words.
 */
export const DIRECTION_WORDS = \`
${lines.join('\n')}
\`;
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DIRECTION_WORDS_MODULE, directionWordsModule());
}
