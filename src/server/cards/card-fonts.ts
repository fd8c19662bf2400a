/**
 * The server card's fonts, all from npm packages (no network at run time): Inter (the card's face),
 * Noto Sans Arabic/Hebrew/JP/SC/KR/Devanagari/Thai for the scripts Inter lacks, and Twemoji (a COLR colour font) for
 * emoji. Fontsource splits each family into unicode-range subsets; only the subsets a card's text
 * needs are read and registered, once per process, so a CJK card costs a few files, not hundreds.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The weights the layout uses (src/card/card-layout.ts). */
export const CARD_FONT_WEIGHTS = [400, 600, 700] as const;

interface FamilySource {
  /** The name the layout's font stack uses. */
  name: string;
  /** The Fontsource package. */
  pkg: string;
  /** Subsets left to Inter (the Noto families' Latin, Greek and Cyrillic). */
  skip?: RegExp;
}

const FAMILIES: readonly FamilySource[] = [
  { name: 'Inter', pkg: '@fontsource/inter' },
  { name: 'Noto Sans Arabic', pkg: '@fontsource/noto-sans-arabic', skip: /latin|greek|cyrillic/ },
  { name: 'Noto Sans Hebrew', pkg: '@fontsource/noto-sans-hebrew', skip: /latin|greek|cyrillic/ },
  { name: 'Noto Sans JP', pkg: '@fontsource/noto-sans-jp', skip: /latin|greek|cyrillic|viet/ },
  { name: 'Noto Sans SC', pkg: '@fontsource/noto-sans-sc', skip: /latin|greek|cyrillic|viet/ },
  { name: 'Noto Sans KR', pkg: '@fontsource/noto-sans-kr', skip: /latin|greek|cyrillic|viet/ },
  { name: 'Noto Sans Devanagari', pkg: '@fontsource/noto-sans-devanagari', skip: /latin/ },
  { name: 'Noto Sans Thai', pkg: '@fontsource/noto-sans-thai', skip: /latin|cyrillic|greek/ },
];

export interface FontFile {
  name: string;
  weight: number;
  /** Absolute path of the woff2 file. */
  path: string;
  unicodeRange: [number, number][];
}

interface Subset {
  family: FamilySource;
  dir: string;
  file: (weight: number) => string;
  ranges: [number, number][];
}

/** `U+0000-00FF,U+0131` → [[0, 255], [305, 305]]. */
export function parseUnicodeRange(text: string): [number, number][] {
  return text.split(',').flatMap((part): [number, number][] => {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match?.[1]) return [];
    if (match[1].includes('?')) {
      return [
        [
          Number.parseInt(match[1].replace(/\?/g, '0'), 16),
          Number.parseInt(match[1].replace(/\?/g, 'f'), 16),
        ],
      ];
    }
    const start = Number.parseInt(match[1], 16);
    return [[start, match[2] ? Number.parseInt(match[2], 16) : start]];
  });
}

let subsets: Subset[] | undefined;

function loadSubsets(): Subset[] {
  subsets ??= FAMILIES.flatMap((family) => {
    const dir = dirname(require.resolve(`${family.pkg}/package.json`));
    const id = family.pkg.split('/')[1] ?? family.pkg;
    const table = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    return Object.entries(table)
      .filter(([key]) => !family.skip?.test(key))
      .map(([key, ranges]) => {
        const subset = key.replace(/^\[(\d+)\]$/, '$1');
        return {
          family,
          dir,
          file: (weight: number) => join(dir, 'files', `${id}-${subset}-${weight}-normal.woff2`),
          ranges: parseUnicodeRange(ranges),
        };
      });
  });
  return subsets;
}

const covers = (ranges: [number, number][], code: number) =>
  ranges.some(([start, end]) => code >= start && code <= end);

/**
 * The font files that draw `text`: for every character, the first family (in the layout's order)
 * with a subset that covers it, in each weight. Inter's Latin subset is always included.
 */
export function fontFilesFor(text: string): FontFile[] {
  const all = loadSubsets();
  const chosen = new Set<Subset>();
  const latin = all.find((s) => s.family.name === 'Inter' && s.file(400).includes('-latin-400'));
  if (latin) chosen.add(latin);
  for (const char of new Set(text)) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) continue;
    // One subset per family that covers it: a family may list a character it draws poorly or not
    // at all (Noto Sans JP and Hangul), and the renderer falls back along the layout's stack.
    const families = new Set<string>();
    for (const candidate of all) {
      if (families.has(candidate.family.name) || !covers(candidate.ranges, code)) continue;
      families.add(candidate.family.name);
      chosen.add(candidate);
    }
  }
  return [...chosen].flatMap((subset) =>
    CARD_FONT_WEIGHTS.map((weight) => ({
      name: subset.family.name,
      weight,
      path: subset.file(weight),
      unicodeRange: subset.ranges,
    })),
  );
}

/** Twemoji as a COLR font: colour emoji without a picture per emoji. */
export function emojiFontPath(): string {
  return join(dirname(require.resolve('twemoji-colr-font/package.json')), 'twemoji.woff2');
}
